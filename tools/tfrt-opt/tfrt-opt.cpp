// tfrt-opt: MLIR's opt driver with every dialect and pass of the project.
//
// MLIR's parser, verifier and printer recurse once per nesting level, in the
// calling thread's stack. So that deep input is never a stack overflow, the
// driver runs on a thread with a large stack, after checking that the input
// nests no deeper than kMaxNesting brackets (docs/passes.md), that no shape
// has more elements than int64 counts and that no literal of integers holds a
// string (MLIR's dense parser asserts on both).
#include <cstdio>
#include <optional>

#include "dialects/Registration.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/thread.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "mlir/Transforms/Passes.h"
#include "passes/Registration.h"

namespace {

// The deepest bracket nesting accepted, and the stack the driver gets for it:
// about 25 KiB a level, several times what the parser, the verifier, the
// printer and the passes use (2-3 KiB a level of a generic region op).
// tfrt.compile has the same limit (bef_emitter/nesting.py).
constexpr unsigned kMaxNesting = 10000;
constexpr unsigned kStackSize = 256u << 20;
// MLIR's thread pool runs verification and passes on threads with the
// default (8 MiB) stack: deeper input is processed on the driver's thread.
constexpr unsigned kMaxThreadedNesting = 256;

// How deep ( [ { < nest outside string literals and comments ("->" is not a
// bracket), and the first bracket past `limit`, if any.
struct Nesting {
  unsigned depth = 0;
  const char *tooDeep = nullptr;
};

Nesting measureNesting(llvm::StringRef text, unsigned limit) {
  Nesting nesting;
  unsigned depth = 0;
  const char *p = text.begin(), *end = text.end();
  while (p < end) {
    char c = *p++;
    switch (c) {
      case '"':  // a string: up to the closing quote, escapes skipped
        while (p < end && *p != '"' && *p != '\n') p += (*p == '\\') ? 2 : 1;
        ++p;
        break;
      case '/':
        if (p < end && *p == '/')
          while (p < end && *p != '\n') ++p;
        break;
      case '-':
        if (p < end && *p == '>') ++p;
        break;
      case '(': case '[': case '{': case '<':
        if (++depth > nesting.depth) {
          nesting.depth = depth;
          if (depth > limit && !nesting.tooDeep) nesting.tooDeep = p - 1;
        }
        break;
      case ')': case ']': case '}': case '>':
        if (depth) --depth;
        break;
      default:
        break;
    }
  }
  return nesting;
}

// Forces --mlir-disable-threading.
void disableThreading() {
  auto &options = llvm::cl::getRegisteredOptions();
  auto it = options.find("mlir-disable-threading");
  if (it != options.end())
    static_cast<llvm::cl::opt<bool> *>(it->second)->setValue(true);
}

// The first `tensor<`/`vector<`/`memref<` shape whose element count
// overflows int64, or null.
const char *findOverflowingShape(llvm::StringRef text) {
  for (llvm::StringRef prefix : {"tensor<", "vector<", "memref<"}) {
    for (size_t at = text.find(prefix); at != llvm::StringRef::npos;
         at = text.find(prefix, at + 1)) {
      llvm::StringRef rest = text.drop_front(at + prefix.size());
      int64_t count = 1;
      bool overflow = false;
      while (!rest.empty() && llvm::isDigit(rest.front())) {
        size_t digits = rest.find_if_not([](char c) { return llvm::isDigit(c); });
        if (digits == llvm::StringRef::npos || rest[digits] != 'x') break;
        uint64_t dim;
        if (rest.take_front(digits).getAsInteger(10, dim) || dim > INT64_MAX ||
            __builtin_mul_overflow(count, static_cast<int64_t>(dim), &count))
          overflow = true;
        rest = rest.drop_front(digits + 1);
      }
      if (overflow) return text.data() + at;
    }
  }
  return nullptr;
}

// An integer or index element type, or a complex of integers.
bool isIntegerType(llvm::StringRef type) {
  if (type.consume_front("complex<")) {
    if (!type.consume_back(">")) return false;
    type = type.trim();
  }
  if (type == "index") return true;
  if (!type.consume_front("si") && !type.consume_front("ui") && !type.consume_front("i"))
    return false;
  return !type.empty() && llvm::all_of(type, [](char c) { return llvm::isDigit(c); });
}

// The element type of the `: tensor<...>` / `: vector<...>` at the start of
// `rest`, or "".
llvm::StringRef literalElementType(llvm::StringRef rest) {
  rest = rest.ltrim();
  if (!rest.consume_front(":")) return "";
  rest = rest.ltrim();
  if (!rest.consume_front("tensor<") && !rest.consume_front("vector<")) return "";
  for (;;) {  // the static dims, `2x3x`
    size_t digits = rest.find_if_not([](char c) { return llvm::isDigit(c); });
    if (digits == 0 || digits == llvm::StringRef::npos || rest[digits] != 'x') break;
    rest = rest.drop_front(digits + 1);
  }
  size_t close = rest.starts_with("complex<") ? rest.find('>') + 1 : rest.find_first_of("<>");
  if (close == 0 || close >= rest.size() || rest[close] != '>') return "";
  return rest.take_front(close).trim();
}

struct StringInIntegers {
  const char *at = nullptr;  // the string element
  llvm::StringRef element;   // the literal's element type
};

// The first string element of a `dense<...>` / `sparse<...>` literal whose
// type's elements are integers or index, if any: MLIR's integer element
// parser asserts on a string token (bef_emitter/nesting.py, check_literals).
// A literal that is one string is MLIR's hex form, which it checks itself.
StringInIntegers findStringInIntegerLiteral(llvm::StringRef text) {
  if (!text.contains('"')) return {};
  for (llvm::StringRef prefix : {"dense<", "sparse<"}) {
    for (size_t at = text.find(prefix); at != llvm::StringRef::npos;
         at = text.find(prefix, at + 1)) {
      if (at > 0 && (llvm::isAlnum(text[at - 1]) || text[at - 1] == '_')) continue;
      size_t i = at + prefix.size(), firstString = llvm::StringRef::npos;
      size_t end = llvm::StringRef::npos;
      unsigned strings = 0;
      bool other = false;  // anything but one string and spaces
      for (int depth = 1; i < text.size(); ++i) {
        char c = text[i];
        if (c == '"') {
          if (firstString == llvm::StringRef::npos) firstString = i;
          ++strings;
          for (++i; i < text.size() && text[i] != '"'; ++i)
            if (text[i] == '\\') ++i;
          continue;
        }
        if (c == '<') {
          ++depth;
        } else if (c == '>' && --depth == 0) {
          end = i;
          break;
        }
        if (!llvm::isSpace(c)) other = true;
      }
      if (firstString == llvm::StringRef::npos || end == llvm::StringRef::npos ||
          (strings == 1 && !other))
        continue;
      llvm::StringRef element = literalElementType(text.drop_front(end + 1));
      if (isIntegerType(element)) return {text.data() + firstString, element};
    }
  }
  return {};
}

}  // namespace

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  mlir::registerTransformsPasses();  // canonicalize, cse, inline, symbol-dce, ...
  tfrt::registerAllPasses();
  mlir::DialectRegistry registry;
  tfrt::registerAllDialects(registry);
  auto [inputFilename, outputFilename] = mlir::registerAndParseCLIOptions(
      argc, argv, "TFRT optimizer driver\n", registry);
  mlir::MlirOptMainConfig config = mlir::MlirOptMainConfig::createFromCLOptions();

  if (config.shouldShowDialects()) {
    llvm::outs() << "Available Dialects: ";
    llvm::interleave(registry.getDialectNames(), llvm::outs(), ",");
    llvm::outs() << "\n";
    return 0;
  }
  if (config.shouldListPasses()) {
    mlir::printRegisteredPasses();
    return 0;
  }
  if (inputFilename == "-" &&
      llvm::sys::Process::FileDescriptorIsDisplayed(fileno(stdin)))
    llvm::errs() << "(processing input from stdin now, hit ctrl-c/ctrl-d to "
                    "interrupt)\n";

  std::string error;
  std::unique_ptr<llvm::MemoryBuffer> input =
      mlir::openInputFile(inputFilename, &error);
  if (!input) {
    llvm::errs() << "tfrt-opt: error: " << error << "\n";
    return 1;
  }
  Nesting nesting = measureNesting(input->getBuffer(), kMaxNesting);
  if (nesting.tooDeep) {
    llvm::SourceMgr sources;
    sources.AddNewSourceBuffer(std::move(input), llvm::SMLoc());
    sources.PrintMessage(
        llvm::SMLoc::getFromPointer(nesting.tooDeep), llvm::SourceMgr::DK_Error,
        "brackets nest deeper than " + llvm::Twine(kMaxNesting) +
            " levels, the most tfrt-opt accepts");
    return 1;
  }
  if (const char *shape = findOverflowingShape(input->getBuffer())) {
    llvm::SourceMgr sources;
    sources.AddNewSourceBuffer(std::move(input), llvm::SMLoc());
    sources.PrintMessage(llvm::SMLoc::getFromPointer(shape), llvm::SourceMgr::DK_Error,
                         "the shape has more elements than int64 can count");
    return 1;
  }
  if (StringInIntegers literal = findStringInIntegerLiteral(input->getBuffer()); literal.at) {
    std::string element = literal.element.str();
    llvm::SourceMgr sources;
    sources.AddNewSourceBuffer(std::move(input), llvm::SMLoc());
    sources.PrintMessage(llvm::SMLoc::getFromPointer(literal.at), llvm::SourceMgr::DK_Error,
                         "a string element in a literal of " + element +
                             " elements (integers expected)");
    return 1;
  }
  if (nesting.depth > kMaxThreadedNesting) disableThreading();
  std::unique_ptr<llvm::ToolOutputFile> output =
      mlir::openOutputFile(outputFilename, &error);
  if (!output) {
    llvm::errs() << "tfrt-opt: error: " << error << "\n";
    return 1;
  }

  llvm::LogicalResult result = llvm::failure();
  llvm::thread driver(std::optional<unsigned>(kStackSize), [&] {
    result = mlir::MlirOptMain(output->os(), std::move(input), registry, config);
  });
  driver.join();
  if (failed(result)) return 1;
  output->keep();
  return 0;
}
