// tfrt._tfrt_kernels: the runtime's native kernels that need no library but the
// C++ runtime (docs/native.md). Each kernel family registers its functions here;
// oneDNN's kernels are the other extension, tfrt._tfrt_dnnl.

#include <nanobind/nanobind.h>

namespace nb = nanobind;

void register_nms(nb::module_ &m);          // nms.cpp
void register_elementwise(nb::module_ &m);  // elementwise.cpp
void register_special(nb::module_ &m);      // special.cpp

NB_MODULE(_tfrt_kernels, m) {
  m.doc() = "Plain C++ kernels of the CPU op handler (docs/native.md); no oneDNN.";
  register_nms(m);
  register_elementwise(m);
  register_special(m);
}
