// kiwi_native: times kiwi's C++ core (the `kiwi/` headers of the kiwisolver source distribution)
// on one constraint system with the cassowary-bench/1 protocol, and prints one JSON object with
// the fields of plumb-bench, so the two compare field by field.
//
//   kiwi_native FILE [--values] [--warm K] [--edits-first]
//
// FILE is the flat text form of a cassowary-bench/1 system that Scripts/bench/kiwi-native.py
// writes (parsing JSON in C++ would need a library; the flat form keeps this driver small).
// One record per line:
//   V count                               the number of variables
//   C relation priority constant n (coefficient index)×n    relation: = < > for == <= >=
//   E index priority                      an edit variable
//   I index value                         a suggestion of the initial values
//   S n (index value)×n                   one step: n suggestions
//
// Protocol (as plumb-bench and kiwisolver-from-Python):
//   1. build variables and constraints                          (build_ms, not solve time)
//   2. addConstraint for every constraint, in file order        (add_constraints_ms)
//   3. addEditVariable for every edit, suggestValue for initial (add_edits_ms)
//   4. the first updateVariables()                              (first_update_ms)
//   5. per step: suggestValue for each pair, updateVariables()  (step_*_ms)
// --warm K (K >= 2): steps 2 to 5 K times in the one process, each time on a new solver, as
// kiwisolver's own benchmark (benchmarks/enaml_like_benchmark.cpp of its sdist) repeats its build
// in one process; the first time is left out (it pays the process's one-time costs) and
// warm_build_ms / warm_step_ms are the medians of the other K - 1 builds and of all their steps.
// --edits-first swaps steps 2 and 3 (kiwi's own benchmark adds its edit variables first), as
// plumb-bench's option of that name does.
// Priorities: 1000 is required; p < 1000 is strength::create(0, 0, p), p "weak" units; a
// required edit is strength::create(999, 1000, 1000), the strongest non-required strength
// (kiwi rejects required edit variables).
#include <kiwi/kiwi.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace {

using Clock = std::chrono::steady_clock;

double milliseconds(Clock::time_point from, Clock::time_point to) {
  return std::chrono::duration<double, std::milli>(to - from).count();
}

double strengthOf(double priority) {
  return priority >= 1000 ? kiwi::strength::required : kiwi::strength::create(0, 0, priority);
}

double editStrengthOf(double priority) {
  return priority >= 1000 ? kiwi::strength::create(999, 1000, 1000) : strengthOf(priority);
}

struct Suggestion {
  int index;
  double value;
};

struct System {
  int variableCount = 0;
  std::vector<kiwi::Constraint> constraints;
  std::vector<std::pair<int, double>> edits;
  std::vector<Suggestion> initial;
  std::vector<std::vector<Suggestion>> steps;
};

// Reads the flat form; returns false with a message on malformed input.
bool read(const char* path, std::vector<kiwi::Variable>& variables, System& system, std::string& error) {
  std::ifstream file(path);
  if (!file) {
    error = std::string("cannot open ") + path;
    return false;
  }
  std::string line;
  int lineNumber = 0;
  auto valid = [&](int index) { return index >= 0 && index < system.variableCount; };
  while (std::getline(file, line)) {
    ++lineNumber;
    std::istringstream in(line);
    char tag = 0;
    if (!(in >> tag)) continue;
    bool ok = true;
    if (tag == 'V') {
      ok = static_cast<bool>(in >> system.variableCount) && system.variableCount >= 0;
      if (ok) {
        variables.reserve(system.variableCount);
        for (int i = 0; i < system.variableCount; ++i) variables.emplace_back("v" + std::to_string(i));
      }
    } else if (tag == 'C') {
      char relation = 0;
      double priority = 0, constant = 0;
      int count = 0;
      ok = static_cast<bool>(in >> relation >> priority >> constant >> count) && count >= 0;
      std::vector<kiwi::Term> terms;
      for (int k = 0; ok && k < count; ++k) {
        double coefficient = 0;
        int index = -1;
        ok = static_cast<bool>(in >> coefficient >> index) && valid(index);
        if (ok) terms.emplace_back(variables[index], coefficient);
      }
      kiwi::RelationalOperator op = relation == '<' ? kiwi::OP_LE : relation == '>' ? kiwi::OP_GE : kiwi::OP_EQ;
      ok = ok && (relation == '<' || relation == '>' || relation == '=');
      if (ok) system.constraints.emplace_back(kiwi::Expression(std::move(terms), constant), op, strengthOf(priority));
    } else if (tag == 'E') {
      int index = -1;
      double priority = 0;
      ok = static_cast<bool>(in >> index >> priority) && valid(index);
      if (ok) system.edits.emplace_back(index, editStrengthOf(priority));
    } else if (tag == 'I') {
      Suggestion s{};
      ok = static_cast<bool>(in >> s.index >> s.value) && valid(s.index);
      if (ok) system.initial.push_back(s);
    } else if (tag == 'S') {
      int count = 0;
      ok = static_cast<bool>(in >> count) && count >= 0;
      std::vector<Suggestion> step;
      for (int k = 0; ok && k < count; ++k) {
        Suggestion s{};
        ok = static_cast<bool>(in >> s.index >> s.value) && valid(s.index);
        step.push_back(s);
      }
      if (ok) system.steps.push_back(std::move(step));
    } else {
      ok = false;
    }
    if (!ok) {
      error = std::string(path) + ":" + std::to_string(lineNumber) + ": malformed record";
      return false;
    }
  }
  return true;
}

void printValues(const std::vector<double>& values) {
  std::printf("[");
  for (size_t i = 0; i < values.size(); ++i) std::printf(i ? ",%.17g" : "%.17g", values[i]);
  std::printf("]");
}

double mean(const std::vector<double>& xs) {
  double sum = 0;
  for (double x : xs) sum += x;
  return xs.empty() ? 0.0 : sum / xs.size();
}

double median(std::vector<double> xs) {
  std::sort(xs.begin(), xs.end());
  return xs.empty() ? 0.0 : xs.size() % 2 ? xs[xs.size() / 2] : (xs[xs.size() / 2 - 1] + xs[xs.size() / 2]) / 2;
}

// One build (steps 2 to 4 on a new solver) and the steps (5), timed.
struct Run {
  double addConstraints = 0, addEdits = 0, firstUpdate = 0;
  std::vector<double> steps, suggests, updates;
  std::vector<double> first, final;
  double build() const { return addConstraints + addEdits + firstUpdate; }
};

Run runOnce(const System& system, const std::vector<kiwi::Variable>& variables, bool values, bool editsFirst) {
  Run run;
  kiwi::Solver solver;
  auto addEdits = [&] {
    auto start = Clock::now();
    for (const auto& edit : system.edits) solver.addEditVariable(variables[edit.first], edit.second);
    for (const auto& s : system.initial) solver.suggestValue(variables[s.index], s.value);
    run.addEdits = milliseconds(start, Clock::now());
  };
  if (editsFirst) addEdits();
  auto t1 = Clock::now();
  for (const auto& constraint : system.constraints) solver.addConstraint(constraint);
  run.addConstraints = milliseconds(t1, Clock::now());
  if (!editsFirst) addEdits();
  auto t3 = Clock::now();
  solver.updateVariables();
  run.firstUpdate = milliseconds(t3, Clock::now());
  if (values)
    for (const auto& v : variables) run.first.push_back(v.value());
  for (const auto& step : system.steps) {
    auto a = Clock::now();
    for (const auto& s : step) solver.suggestValue(variables[s.index], s.value);
    auto b = Clock::now();
    solver.updateVariables();
    auto c = Clock::now();
    run.suggests.push_back(milliseconds(a, b));
    run.updates.push_back(milliseconds(b, c));
    run.steps.push_back(milliseconds(a, c));
  }
  if (values)
    for (const auto& v : variables) run.final.push_back(v.value());
  return run;
}

}  // namespace

int main(int argc, char** argv) {
  bool values = false, valid = true, editsFirst = false;
  int warm = 1;
  const char* file = nullptr;
  for (int i = 1; i < argc && valid; ++i) {
    std::string argument = argv[i];
    if (argument == "--values") {
      values = true;
    } else if (argument == "--edits-first") {
      editsFirst = true;
    } else if (argument == "--warm" && i + 1 < argc) {
      warm = std::atoi(argv[++i]);
      valid = warm >= 2;
    } else if (!file && argument.rfind("-", 0) != 0) {
      file = argv[i];
    } else {
      valid = false;
    }
  }
  if (!file || !valid) {
    std::fprintf(stderr, "usage: kiwi_native FILE [--values] [--warm K] [--edits-first], K >= 2\n");
    return 2;
  }
  auto t0 = Clock::now();
  std::vector<kiwi::Variable> variables;
  System system;
  std::string error;
  if (!read(file, variables, system, error)) {
    std::fprintf(stderr, "%s\n", error.c_str());
    return 2;
  }
  auto t1 = Clock::now();
  try {
    std::vector<Run> runs;
    for (int k = 0; k < warm; ++k) {
      runs.push_back(runOnce(system, variables, values, editsFirst));
      // Every repetition must end where the first did, or the medians mix different work.
      if (values && runs.back().final != runs.front().final) {
        std::fprintf(stderr, "kiwi: repetition %d ended with other values than the first\n", k + 1);
        return 1;
      }
    }
    const Run& run = runs.front();
    std::vector<double> sorted = run.steps;
    std::sort(sorted.begin(), sorted.end());
    std::printf("{\"solver\":\"kiwi-native\",\"variables\":%zu,\"constraints\":%zu,\"edits\":%zu,\"steps\":%zu,",
                variables.size(), system.constraints.size(), system.edits.size(), system.steps.size());
    std::printf("\"build_ms\":%.6f,\"add_constraints_ms\":%.6f,\"add_edits_ms\":%.6f,\"first_update_ms\":%.6f,",
                milliseconds(t0, t1), run.addConstraints, run.addEdits, run.firstUpdate);
    std::printf("\"step_mean_ms\":%.6f,\"step_median_ms\":%.6f,\"step_max_ms\":%.6f,", mean(run.steps),
                median(run.steps), sorted.empty() ? 0.0 : sorted.back());
    std::printf("\"suggest_mean_ms\":%.6f,\"update_mean_ms\":%.6f", mean(run.suggests), mean(run.updates));
    if (warm > 1) {
      std::vector<double> builds, steps;
      for (size_t k = 1; k < runs.size(); ++k) {
        builds.push_back(runs[k].build());
        steps.insert(steps.end(), runs[k].steps.begin(), runs[k].steps.end());
      }
      std::printf(",\"warm\":%d,\"warm_build_ms\":%.6f,\"warm_step_ms\":%.6f", warm, median(builds),
                  median(steps));
    }
    if (values) {
      std::printf(",\"values\":{\"first\":");
      printValues(run.first);
      std::printf(",\"final\":");
      printValues(runs.back().final);
      std::printf("}");
    }
    std::printf("}\n");
  } catch (const std::exception& e) {
    std::fprintf(stderr, "kiwi: %s\n", e.what());
    return 1;
  }
  return 0;
}
