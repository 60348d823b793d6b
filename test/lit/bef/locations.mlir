// RUN: tfrt-translate --mlir-to-bef --dump %s | FileCheck %s

// Every op's location goes to the Locations section, one entry per kernel
// even where locations are equal (as TFRT: the offset identifies the kernel);
// file names and names go to LocationStrings (each once). A function's location
// is that of its func.func.

// CHECK-LABEL: section 6 LocationStrings
// CHECK-NEXT:  string @0: "{{.*}}locations.mlir"
// CHECK-NEXT:  string @{{[0-9]+}}: "name"
// CHECK-NEXT:  string @{{[0-9]+}}: "f.mlir"
// CHECK-NEXT:  string @{{[0-9]+}}: "a.py"
// CHECK-NEXT:  string @{{[0-9]+}}: "b.py"
// CHECK-LABEL: section 7 Locations
// CHECK-NEXT:  location @0: loc("{{.*}}locations.mlir":23:1)
// CHECK-NEXT:  location @{{[0-9]+}}: loc("name"("f.mlir":26:3))
// CHECK-NEXT:  location @{{[0-9]+}}: loc(callsite("a.py":1:2 at "b.py":3:4))
// CHECK-NEXT:  location @{{[0-9]+}}: loc(fused["a.py":5:6, "name"])
// CHECK-NEXT:  location @{{[0-9]+}}: loc(unknown)
// CHECK-NEXT:  location @{{[0-9]+}}: loc("{{.*}}locations.mlir":28:3)
// CHECK-NEXT:  location @{{[0-9]+}}: loc(unknown)
// CHECK-NEXT:  section 8
func.func @main() {
  "test.a"() : () -> () loc("name"("f.mlir":26:3))
  "test.b"() : () -> () loc(callsite("a.py":1:2 at "b.py":3:4))
  "test.c"() : () -> () loc(fused["a.py":5:6, "name"])
  "test.d"() : () -> () loc(unknown)
  "test.e"() : () -> ()
  "test.f"() : () -> () loc(unknown)
  tfrt.return
}
