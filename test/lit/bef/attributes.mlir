// RUN: tfrt-translate --mlir-to-bef --dump --split-input-file %s | FileCheck %s

// Every attribute kind: how it is encoded in the Attributes section and what
// the kernel sees. Attributes are stored once each, at natural alignment,
// and a kernel lists them in name order.

// CHECK-LABEL: function 0 "integers" bef:
// CHECK:      attribute "a" @0 i1: true
// CHECK-NEXT: attribute "b" @1 i8: -8
// CHECK-NEXT: attribute "c" @2 i16: -300
// CHECK-NEXT: attribute "d" @4 i32: 42
// CHECK-NEXT: attribute "e" @8 i64: -9223372036854775808
// CHECK-NEXT: attribute "f" @16 u8: 255
// CHECK-NEXT: attribute "g" @18 u16: 65535
// CHECK-NEXT: attribute "h" @20 u32: 4294967295
// CHECK-NEXT: attribute "i" @24 u64: 18446744073709551615
func.func @integers() {
  "test.op"() {a = true, b = -8 : i8, c = -300 : i16, d = 42 : i32,
               e = -9223372036854775808 : i64, f = 255 : ui8, g = 65535 : ui16,
               h = 4294967295 : ui32, i = 18446744073709551615 : ui64} : () -> ()
  tfrt.return
}

// -----

// CHECK-LABEL: function 0 "floats" bef:
// CHECK:      attribute "a" @0 f16: 1.5
// CHECK-NEXT: attribute "b" @2 bf16: -2.5
// CHECK-NEXT: attribute "c" @4 f32: 0.1
// CHECK-NEXT: attribute "d" @8 f64: 1e-300
// CHECK-NEXT: attribute "e" @16 f32: nan
func.func @floats() {
  "test.op"() {a = 1.5 : f16, b = -2.5 : bf16, c = 0.1 : f32, d = 1.0e-300 : f64,
               e = 0x7FC00000 : f32} : () -> ()
  tfrt.return
}

// -----

// Strings: a 4-aligned u32 length, then the bytes. Types: one DType byte.
// CHECK-LABEL: function 0 "strings_and_types" bef:
// CHECK:      attribute "a" @0 string: ""
// CHECK-NEXT: attribute "b" @4 string: "tf.AddV2"
// CHECK-NEXT: attribute "c" @16 type: f32
// CHECK-NEXT: attribute "d" @17 type: complex64
// CHECK-NEXT: attribute "e" @18 type: str
// CHECK-NEXT: attribute "f" @19 type: resource
// CHECK-NEXT: attribute "g" @20 unit: true
func.func @strings_and_types() {
  "test.op"() {a = "", b = "tf.AddV2", c = f32, d = complex<f32>, e = !tf_type.string,
               f = !tf_type.resource<tensor<f32>>, g} : () -> ()
  tfrt.return
}

// -----

// Arrays of one fixed-size kind: a u32 count right before the elements'
// alignment (an i64 array's count is at 4 mod 8). MLIR's array<T: ...>
// keeps its own kind. `[]` is TFRT's empty i32 array.
// CHECK-LABEL: function 0 "arrays" bef:
// CHECK:      attribute "a" @0 array<i32>: [1, -2]
// CHECK-NEXT: attribute "b" @12 array<i64>: [3, 4]
// CHECK-NEXT: attribute "c" @32 array<i1>: [true, false]
// CHECK-NEXT: attribute "d" @40 array<type>: [i32, bf16]
// CHECK-NEXT: attribute "e" @48 dense_array<i32>: [5, 6]
// CHECK-NEXT: attribute "f" @60 array<i32>: []
// CHECK:      section 8 AttributeTypes
// CHECK-NEXT: attribute @0: array<i32>
// CHECK-NEXT: attribute @12: array<i64>
// CHECK-NEXT: attribute @32: array<i1>
// CHECK-NEXT: attribute @40: array<type>
// CHECK-NEXT: attribute @48: dense_array<i32>
// CHECK-NEXT: attribute @60: array<i32>
func.func @arrays() {
  "test.op"() {a = [1 : i32, -2 : i32], b = [3, 4], c = [true, false], d = [i32, bf16],
               e = array<i32: 5, 6>, f = []} : () -> ()
  tfrt.return
}

// -----

// Dense elements: an 8-aligned header (alignment, dtype, flags, prefix size,
// byte size, rank, count, dims), then the elements, 8-aligned. A splat stores
// its one element (flag 1); i1 takes one byte an element.
// CHECK-LABEL: function 0 "dense" bef:
// CHECK:      attribute "a" @0 dense: f32[2x2] splat 1.5
// CHECK-NEXT: attribute "b" @48 dense: i64[2] [1, 2]
// CHECK-NEXT: attribute "c" @96 dense: f32[2] [1.0, 2.0]
// CHECK-NEXT: attribute "d" @136 dense: i1[3] [true, false, true]
// CHECK-NEXT: attribute "e" @176 dense: i32[] [7]
// CHECK-NEXT: attribute "f" @208 dense: f32[0x3] []
// CHECK-NEXT: attribute "g" @248 dense: bf16[2] [1.5, -2.0]
// CHECK-NEXT: attribute "h" @288 dense: complex64[1] [(1+2j)]
// CHECK-NEXT: attribute "i" @328 dense: f32[300] splat 0.0
func.func @dense() {
  "test.op"() {a = dense<1.5> : tensor<2x2xf32>, b = dense<[1, 2]> : tensor<2xi64>,
               c = dense<"0x0000803F00000040"> : tensor<2xf32>,
               d = dense<[true, false, true]> : tensor<3xi1>, e = dense<7> : tensor<i32>,
               f = dense<> : tensor<0x3xf32>, g = dense<[1.5, -2.0]> : tensor<2xbf16>,
               h = dense<(1.0, 2.0)> : tensor<1xcomplex<f32>>,
               i = dense<0.0> : tensor<300xf32>} : () -> ()
  tfrt.return
}

// -----

// Shapes: an 8-aligned header whose dtype byte tells the dialect, an i32
// rank (-1 unranked), i64 dims (-1 dynamic).
// CHECK-LABEL: function 0 "shapes" bef:
// CHECK:      attribute "a" @0 shape: <2x?x3> (corert)
// CHECK-NEXT: attribute "b" @40 shape: <> (tf_type)
// CHECK-NEXT: attribute "c" @56 shape: <*> (tf_type)
func.func @shapes() {
  "test.op"() {a = #corert.shape<2x?x3>, b = #tf_type.shape<>, c = #tf_type.shape<*>} : () -> ()
  tfrt.return
}

// -----

// Mixed lists are aggregates: a header, offsets from it, and each element
// after a byte holding its kind. Dictionaries are aggregates of key/value
// pairs; a symbol reference that names no function keeps its path.
// CHECK-LABEL: function 0 "aggregates" bef:
// CHECK:      attribute "a" @4 aggregate: [i32 1, string "x", aggregate [f64 2.0, string "y"]]
// CHECK-NEXT: attribute "b" @108 dictionary: {k: array<i32> [1], u: unit true}
// CHECK-NEXT: attribute "c" @172 symbol_ref: @m::@f
func.func @aggregates() {
  "test.op"() {a = [1 : i32, "x", [2.0 : f64, "y"]], b = {u, k = [1 : i32]}, c = @m::@f} : () -> ()
  tfrt.return
}

// -----

// Attributes are stored once; kernels share them.
// CHECK-LABEL: function 0 "shared" bef:
// CHECK: attribute "a" @0 i32: 5
// CHECK: attribute "b" @0 i32: 5
// CHECK: section 8 AttributeTypes
// CHECK-NEXT: attribute @0: i32
// CHECK-NEXT: section 9
func.func @shared() {
  "test.op"() {a = 5 : i32} : () -> ()
  "test.op"() {b = 5 : i32} : () -> ()
  tfrt.return
}
