// split_and_process in the _tfrt_mlir extension (SplitAndVerify.cpp).
#ifndef TFRT_PYTHON_SPLITANDVERIFY_H
#define TFRT_PYTHON_SPLITANDVERIFY_H

#include <nanobind/nanobind.h>

namespace tfrt::python {
void populateSplitAndVerify(nanobind::module_ &m);
} // namespace tfrt::python

#endif // TFRT_PYTHON_SPLITANDVERIFY_H
