// The command line lives in LayoutCommands, a library, so tests can run it in-process too.
import LayoutCommands

Plumb.main()
