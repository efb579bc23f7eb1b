import Foundation
import LayoutFile

/// Finds each checked file's ``AppScope`` as Xcode projects lay it out: the nearest
/// `Info.plist` (in a folder, or in its `Supporting Files` or `Resources` folder) and
/// `.plumb.yml` up the file's directory tree — so a folder with several
/// targets gives each storyboard its own target's plist — and the app's sources in the plist's
/// folder (``AppCode``), reading each file once.
struct AppScopeDiscovery {
  /// Why a project's files could not be used: a malformed plist or project file.
  enum Failure: Error, CustomStringConvertible {
    case info(AppInfoError)
    case project(LayoutFileError)

    var description: String {
      switch self {
      case .info(let error): return error.description
      case .project(let error): return error.description
      }
    }
  }

  private var infos: [String: AppInfo] = [:]
  private var projects: [String: ProjectFile] = [:]
  private var builds: [String: XcodeProjectFamilies?] = [:]
  private var codes: [String: AppCode] = [:]
  let fileManager = FileManager.default
  /// Whether to read the app's sources (``AppCode``): the command line's
  /// `--enable-code-inference`/`--disable-code-inference`, else the project file's
  /// `codeInference`, else yes.
  var codeInference: Bool?

  init(codeInference: Bool? = nil) {
    self.codeInference = codeInference
  }

  /// The scope of `file`. The walk goes up from the file's folder and stops after the first
  /// folder that holds `.git` (the repository's root) or at the file system's root, so one
  /// repository's settings never reach into another's.
  mutating func scope(of file: String) throws(Failure) -> AppScope {
    var scope = AppScope()
    var directory = URL(fileURLWithPath: file).standardizedFileURL.deletingLastPathComponent()
    var infoFound = false
    while true {
      let path = directory.path
      let names = ((try? fileManager.contentsOfDirectory(atPath: path)) ?? []).sorted()
      if !infoFound {
        // The folder's own plist, else one in the folder a target keeps it in.
        var candidates = infoPlists(in: names)
        for folder in Self.supportFolders where candidates.isEmpty && names.contains(folder) {
          let inside = (try? fileManager.contentsOfDirectory(atPath: path + "/" + folder)) ?? []
          candidates = infoPlists(in: inside.sorted()).map { folder + "/" + $0 }
        }
        if candidates.count == 1 {
          scope.info = try info(path + "/" + candidates[0])
          infoFound = true
        } else if candidates.count > 1 {
          scope.infoProblem =
            "several Info.plists in \(display(path)) (\(candidates.joined(separator: ", "))): "
            + "none applied; give --devices and --orientations"
          infoFound = true
        }
      }
      // The Xcode project that builds the plist's target sits beside the plist or above it.
      if let info = scope.info, info.families == nil, scope.built == nil {
        for name in names where name.hasSuffix(".xcodeproj") {
          scope.built = built(project: path + "/" + name, infoPlist: info.file)
          if scope.built != nil { break }
        }
      }
      if scope.project == nil, names.contains(ProjectFile.fileName) {
        scope.project = try project(path + "/" + ProjectFile.fileName)
      }
      let parent = directory.deletingLastPathComponent()
      if names.contains(".git") || parent.path == path { break }
      directory = parent
    }
    // The app's sources are beside its plist: without one there is no app to read.
    if let info = scope.info, codeInference ?? scope.project?.codeInference ?? true {
      let folder = AppCode.folder(ofInfoPlist: info.file)
      if codes[folder] == nil { codes[folder] = AppCode.read(folder: folder) }
      scope.code = codes[folder]
    }
    return scope
  }

  /// The folders Xcode templates and common project layouts keep a target's `Info.plist` in,
  /// beside the target's sources (`Kiosk/Supporting Files/Info.plist` for
  /// `Kiosk/Storyboards/Auction.storyboard`): looked in at each level of the walk when the
  /// level itself has no plist.
  static let supportFolders = ["Supporting Files", "SupportingFiles", "Resources"]

  /// The app plists among a folder's files: `Info.plist` itself, else the one
  /// `NAME-Info.plist` of older Xcode templates that is not a test bundle's.
  func infoPlists(in names: [String]) -> [String] {
    if names.contains("Info.plist") { return ["Info.plist"] }
    return names.filter { $0.hasSuffix("-Info.plist") && !$0.contains("Tests") }
  }

  private mutating func info(_ path: String) throws(Failure) -> AppInfo {
    if let known = infos[path] { return known }
    do {
      let read = try AppInfo.read(display(path))
      infos[path] = read
      return read
    } catch {
      throw .info(error)
    }
  }

  private mutating func built(project: String, infoPlist: String) -> XcodeProjectFamilies? {
    let key = project + "\n" + infoPlist
    if let known = builds[key] { return known }
    var read = XcodeProjectFamilies.read(projectPath: project, infoPlist: infoPlist)
    read?.project = display(project)
    builds[key] = read
    return read
  }

  private mutating func project(_ path: String) throws(Failure) -> ProjectFile {
    if let known = projects[path] { return known }
    do {
      let read = try ProjectFile.read(display(path))
      projects[path] = read
      return read
    } catch {
      throw .project(error)
    }
  }
}
