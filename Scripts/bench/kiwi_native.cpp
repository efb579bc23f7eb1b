// kiwi_native: times kiwi's C++ core (the `kiwi/` headers of the kiwisolver source distribution)
// on one constraint system with the cassowary-bench/1 protocol, and prints one JSON object with
// the fields of plumb-bench, so the two compare field by field.
//
//   kiwi_native FILE [--values]
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
// Priorities: 1000 is required; p < 1000 is strength::create(0, 0, p), p "weak" units; a
// required edit is strength::create(999, 1000, 1000), the strongest non-required strength
// (kiwi rejects required edit variables).
#include <kiwi/kiwi.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
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

void printValues(const std::vector<kiwi::Variable>& variables) {
  std::printf("[");
  for (size_t i = 0; i < variables.size(); ++i) std::printf(i ? ",%.17g" : "%.17g", variables[i].value());
  std::printf("]");
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: kiwi_native FILE [--values]\n");
    return 2;
  }
  bool values = argc > 2 && std::string(argv[2]) == "--values";
  auto t0 = Clock::now();
  std::vector<kiwi::Variable> variables;
  System system;
  std::string error;
  if (!read(argv[1], variables, system, error)) {
    std::fprintf(stderr, "%s\n", error.c_str());
    return 2;
  }
  kiwi::Solver solver;
  auto t1 = Clock::now();
  try {
    for (const auto& constraint : system.constraints) solver.addConstraint(constraint);
    auto t2 = Clock::now();
    for (const auto& edit : system.edits) solver.addEditVariable(variables[edit.first], edit.second);
    for (const auto& s : system.initial) solver.suggestValue(variables[s.index], s.value);
    auto t3 = Clock::now();
    solver.updateVariables();
    auto t4 = Clock::now();
    std::vector<double> firstValues;
    if (values)
      for (const auto& v : variables) firstValues.push_back(v.value());
    std::vector<double> steps, suggests, updates;
    for (const auto& step : system.steps) {
      auto a = Clock::now();
      for (const auto& s : step) solver.suggestValue(variables[s.index], s.value);
      auto b = Clock::now();
      solver.updateVariables();
      auto c = Clock::now();
      suggests.push_back(milliseconds(a, b));
      updates.push_back(milliseconds(b, c));
      steps.push_back(milliseconds(a, c));
    }
    auto mean = [](const std::vector<double>& xs) {
      double sum = 0;
      for (double x : xs) sum += x;
      return xs.empty() ? 0.0 : sum / xs.size();
    };
    std::vector<double> sorted = steps;
    std::sort(sorted.begin(), sorted.end());
    double median = sorted.empty() ? 0
      : sorted.size() % 2 ? sorted[sorted.size() / 2]
      : (sorted[sorted.size() / 2 - 1] + sorted[sorted.size() / 2]) / 2;
    std::printf("{\"solver\":\"kiwi-native\",\"variables\":%zu,\"constraints\":%zu,\"edits\":%zu,\"steps\":%zu,",
                variables.size(), system.constraints.size(), system.edits.size(), system.steps.size());
    std::printf("\"build_ms\":%.6f,\"add_constraints_ms\":%.6f,\"add_edits_ms\":%.6f,\"first_update_ms\":%.6f,",
                milliseconds(t0, t1), milliseconds(t1, t2), milliseconds(t2, t3), milliseconds(t3, t4));
    std::printf("\"step_mean_ms\":%.6f,\"step_median_ms\":%.6f,\"step_max_ms\":%.6f,", mean(steps), median,
                sorted.empty() ? 0.0 : sorted.back());
    std::printf("\"suggest_mean_ms\":%.6f,\"update_mean_ms\":%.6f", mean(suggests), mean(updates));
    if (values) {
      std::printf(",\"values\":{\"first\":[");
      for (size_t i = 0; i < firstValues.size(); ++i) std::printf(i ? ",%.17g" : "%.17g", firstValues[i]);
      std::printf("],\"final\":");
      printValues(variables);
      std::printf("}");
    }
    std::printf("}\n");
  } catch (const std::exception& e) {
    std::fprintf(stderr, "kiwi: %s\n", e.what());
    return 1;
  }
  return 0;
}
