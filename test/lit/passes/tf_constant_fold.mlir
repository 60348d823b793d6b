// RUN: tfrt-opt %s --split-input-file --tf-constant-fold | FileCheck %s

// Keras 3's inference batch norm: s = Rsqrt(variance + epsilon) * gamma and
// beta - mean * s, all on constants, become two constants.
// CHECK-LABEL: func @batch_norm_parameters
// CHECK-DAG: %[[S:.*]] = "tf.Const"() <{value = dense<[2.000000e+00, 5.000000e-01]> : tensor<2xf32>}> : () -> tensor<2xf32>
// CHECK-DAG: %[[T:.*]] = "tf.Const"() <{value = dense<[-1.000000e+00, 2.500000e+00]> : tensor<2xf32>}> : () -> tensor<2xf32>
// CHECK-NOT: "tf.Rsqrt"
// CHECK: return %[[S]], %[[T]]
func.func @batch_norm_parameters() -> (tensor<2xf32>, tensor<2xf32>) {
  %eps = "tf.Const"() <{value = dense<0.0> : tensor<f32>}> : () -> tensor<f32>
  %var = "tf.Const"() <{value = dense<[4.0, 4.0]> : tensor<2xf32>}> : () -> tensor<2xf32>
  %gamma = "tf.Const"() <{value = dense<[4.0, 1.0]> : tensor<2xf32>}> : () -> tensor<2xf32>
  %mean = "tf.Const"() <{value = dense<[0.5, -1.0]> : tensor<2xf32>}> : () -> tensor<2xf32>
  %beta = "tf.Const"() <{value = dense<[0.0, 2.0]> : tensor<2xf32>}> : () -> tensor<2xf32>
  %0 = "tf.AddV2"(%var, %eps) : (tensor<2xf32>, tensor<f32>) -> tensor<2xf32>
  %1 = "tf.Rsqrt"(%0) : (tensor<2xf32>) -> tensor<2xf32>
  %s = "tf.Mul"(%1, %gamma) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  %2 = "tf.Mul"(%mean, %s) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  %t = "tf.Sub"(%beta, %2) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return %s, %t : tensor<2xf32>, tensor<2xf32>
}

// -----

// numpy broadcasting: [2, 1] with [3]; f16 math in f32, rounded once to
// f16 (1/3 -> 0.33325195); f32 math in f32 (1e8f + 1 is 1e8f).
// CHECK-LABEL: func @broadcast_and_precision
// CHECK-DAG: dense<{{\[\[}}1.100000e+01, 2.100000e+01, 3.100000e+01], [1.200000e+01, 2.200000e+01, 3.200000e+01]]> : tensor<2x3xf32>
// CHECK-DAG: dense<1.000000e+08> : tensor<f32>
// CHECK-DAG: dense<3.332520e-01> : tensor<f16>
// CHECK-NOT: "tf.AddV2"
// CHECK-NOT: "tf.RealDiv"
func.func @broadcast_and_precision() -> (tensor<2x3xf32>, tensor<f32>, tensor<f16>) {
  %a = "tf.Const"() <{value = dense<[[1.0], [2.0]]> : tensor<2x1xf32>}> : () -> tensor<2x1xf32>
  %b = "tf.Const"() <{value = dense<[10.0, 20.0, 30.0]> : tensor<3xf32>}> : () -> tensor<3xf32>
  %0 = "tf.AddV2"(%a, %b) : (tensor<2x1xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  %x = "tf.Const"() <{value = dense<1.0e8> : tensor<f32>}> : () -> tensor<f32>
  %y = "tf.Const"() <{value = dense<1.0> : tensor<f32>}> : () -> tensor<f32>
  %1 = "tf.AddV2"(%x, %y) : (tensor<f32>, tensor<f32>) -> tensor<f32>
  %one = "tf.Const"() <{value = dense<1.0> : tensor<f16>}> : () -> tensor<f16>
  %three = "tf.Const"() <{value = dense<3.0> : tensor<f16>}> : () -> tensor<f16>
  %2 = "tf.RealDiv"(%one, %three) : (tensor<f16>, tensor<f16>) -> tensor<f16>
  return %0, %1, %2 : tensor<2x3xf32>, tensor<f32>, tensor<f16>
}

// -----

// Integers wrap as TF's kernels do; Div truncates, FloorDiv and FloorMod
// round toward -inf (FloorMod takes the divisor's sign).
// CHECK-LABEL: func @integers
// CHECK-DAG: dense<-2147483648> : tensor<i32>
// CHECK-DAG: dense<[-3, 3]> : tensor<2xi32>
// CHECK-DAG: dense<[-4, 3]> : tensor<2xi32>
// CHECK-DAG: dense<[2, 1]> : tensor<2xi32>
// CHECK-DAG: dense<[3, 7]> : tensor<2xi64>
func.func @integers() -> (tensor<i32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi64>) {
  %max = "tf.Const"() <{value = dense<2147483647> : tensor<i32>}> : () -> tensor<i32>
  %one = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
  %0 = "tf.AddV2"(%max, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %x = "tf.Const"() <{value = dense<[-10, 10]> : tensor<2xi32>}> : () -> tensor<2xi32>
  %y = "tf.Const"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
  %1 = "tf.Div"(%x, %y) : (tensor<2xi32>, tensor<i32>) -> tensor<2xi32>
  %2 = "tf.FloorDiv"(%x, %y) : (tensor<2xi32>, tensor<i32>) -> tensor<2xi32>
  %3 = "tf.FloorMod"(%x, %y) : (tensor<2xi32>, tensor<i32>) -> tensor<2xi32>
  %a = "tf.Const"() <{value = dense<[3, -7]> : tensor<2xi64>}> : () -> tensor<2xi64>
  %4 = "tf.Abs"(%a) : (tensor<2xi64>) -> tensor<2xi64>
  return %0, %1, %2, %3, %4 : tensor<i32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi64>
}

// -----

// Cast: floats to integers truncate toward zero; int64 to float32 rounds to
// nearest (16777217 -> 16777216 = 0x4B800000); to bool is `!= 0`.
// CHECK-LABEL: func @casts
// CHECK-DAG: dense<[2, -2, 0]> : tensor<3xi32>
// CHECK-DAG: dense<0x4B800000> : tensor<f32>
// CHECK-DAG: dense<[true, false, true]> : tensor<3xi1>
// CHECK-NOT: "tf.Cast"
func.func @casts() -> (tensor<3xi32>, tensor<f32>, tensor<3xi1>) {
  %f = "tf.Const"() <{value = dense<[2.7, -2.7, 0.5]> : tensor<3xf32>}> : () -> tensor<3xf32>
  %0 = "tf.Cast"(%f) : (tensor<3xf32>) -> tensor<3xi32>
  %i = "tf.Const"() <{value = dense<16777217> : tensor<i64>}> : () -> tensor<i64>
  %1 = "tf.Cast"(%i) : (tensor<i64>) -> tensor<f32>
  %g = "tf.Const"() <{value = dense<[2.7, 0.0, -0.5]> : tensor<3xf32>}> : () -> tensor<3xf32>
  %2 = "tf.Cast"(%g) <{Truncate = false}> : (tensor<3xf32>) -> tensor<3xi1>
  return %0, %1, %2 : tensor<3xi32>, tensor<f32>, tensor<3xi1>
}

// -----

// Shape ops move elements: Reshape with an inferred dimension, Squeeze,
// ExpandDims, Transpose, Pack, ConcatV2, Slice, StridedSlice (Keras'
// `shape[1:]` and `shape[-1]`), Fill.
// CHECK-LABEL: func @shape_ops
// CHECK-DAG: dense<{{\[\[}}1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
// CHECK-DAG: dense<{{\[\[}}1, 4], [2, 5], [3, 6]]> : tensor<3x2xi32>
// CHECK-DAG: dense<{{\[\[}}1, 2, 3, 4, 5, 6], [7, 8, 9, 10, 11, 12]]> : tensor<2x6xi32>
// CHECK-DAG: dense<{{\[\[}}1, 7], [2, 8], [3, 9], [4, 10], [5, 11], [6, 12]]> : tensor<6x2xi32>
// CHECK-DAG: dense<[2, 3]> : tensor<2xi32>
// CHECK-DAG: dense<6> : tensor<i32>
// CHECK-DAG: dense<[6, 4, 2]> : tensor<3xi32>
// CHECK-DAG: dense<{{\[\[}}5, 6]]> : tensor<1x2xi32>
// CHECK-DAG: dense<1.500000e+00> : tensor<2x2xf32>
// CHECK-NOT: "tf.{{Reshape|Transpose|ConcatV2|Pack|StridedSlice|Slice|Fill}}"
func.func @shape_ops() -> (tensor<2x3xi32>, tensor<3x2xi32>, tensor<2x6xi32>, tensor<6x2xi32>, tensor<2xi32>, tensor<i32>, tensor<3xi32>, tensor<1x2xi32>, tensor<2x2xf32>) {
  %v = "tf.Const"() <{value = dense<[1, 2, 3, 4, 5, 6]> : tensor<6xi32>}> : () -> tensor<6xi32>
  %w = "tf.Const"() <{value = dense<[7, 8, 9, 10, 11, 12]> : tensor<6xi32>}> : () -> tensor<6xi32>
  %shape = "tf.Const"() <{value = dense<[-1, 3]> : tensor<2xi32>}> : () -> tensor<2xi32>
  %m = "tf.Reshape"(%v, %shape) : (tensor<6xi32>, tensor<2xi32>) -> tensor<2x3xi32>
  %perm = "tf.Const"() <{value = dense<[1, 0]> : tensor<2xi32>}> : () -> tensor<2xi32>
  %t = "tf.Transpose"(%m, %perm) : (tensor<2x3xi32>, tensor<2xi32>) -> tensor<3x2xi32>
  %p0 = "tf.Pack"(%v, %w) <{axis = 0 : i64}> : (tensor<6xi32>, tensor<6xi32>) -> tensor<2x6xi32>
  %p1 = "tf.Pack"(%v, %w) <{axis = -1 : i64}> : (tensor<6xi32>, tensor<6xi32>) -> tensor<6x2xi32>
  %zero = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
  %shp = "tf.Const"() <{value = dense<[4, 2, 3]> : tensor<3xi32>}> : () -> tensor<3xi32>
  %b1 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
  %e0 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %tail = "tf.StridedSlice"(%shp, %b1, %e0, %b1) <{end_mask = 1 : i64}> : (tensor<3xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
  %m1 = "tf.Const"() <{value = dense<-1> : tensor<1xi32>}> : () -> tensor<1xi32>
  %last = "tf.StridedSlice"(%v, %m1, %e0, %b1) <{shrink_axis_mask = 1 : i64}> : (tensor<6xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<i32>
  %s2 = "tf.Const"() <{value = dense<-2> : tensor<1xi32>}> : () -> tensor<1xi32>
  %back = "tf.StridedSlice"(%v, %m1, %e0, %s2) <{end_mask = 1 : i64}> : (tensor<6xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
  %sb = "tf.Const"() <{value = dense<[1, 1]> : tensor<2xi32>}> : () -> tensor<2xi32>
  %ss = "tf.Const"() <{value = dense<[1, -1]> : tensor<2xi32>}> : () -> tensor<2xi32>
  %slice = "tf.Slice"(%m, %sb, %ss) : (tensor<2x3xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<1x2xi32>
  %dims = "tf.Const"() <{value = dense<2> : tensor<2xi32>}> : () -> tensor<2xi32>
  %val = "tf.Const"() <{value = dense<1.5> : tensor<f32>}> : () -> tensor<f32>
  %fill = "tf.Fill"(%dims, %val) : (tensor<2xi32>, tensor<f32>) -> tensor<2x2xf32>
  return %m, %t, %p0, %p1, %tail, %last, %back, %slice, %fill : tensor<2x3xi32>, tensor<3x2xi32>, tensor<2x6xi32>, tensor<6x2xi32>, tensor<2xi32>, tensor<i32>, tensor<3xi32>, tensor<1x2xi32>, tensor<2x2xf32>
}

// -----

// ConcatV2 along an axis; Squeeze and ExpandDims of constants.
// CHECK-LABEL: func @concat_squeeze_expand
// CHECK-DAG: dense<{{\[\[}}1.000000e+00, 2.000000e+00, 5.000000e+00], [3.000000e+00, 4.000000e+00, 6.000000e+00]]> : tensor<2x3xf32>
// CHECK-DAG: dense<[7, 8]> : tensor<2xi64>
// CHECK-DAG: dense<{{\[\[}}7], [8]]> : tensor<2x1xi64>
func.func @concat_squeeze_expand() -> (tensor<2x3xf32>, tensor<2xi64>, tensor<2x1xi64>) {
  %a = "tf.Const"() <{value = dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>}> : () -> tensor<2x2xf32>
  %b = "tf.Const"() <{value = dense<[[5.0], [6.0]]> : tensor<2x1xf32>}> : () -> tensor<2x1xf32>
  %axis = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
  %0 = "tf.ConcatV2"(%a, %b, %axis) : (tensor<2x2xf32>, tensor<2x1xf32>, tensor<i32>) -> tensor<2x3xf32>
  %c = "tf.Const"() <{value = dense<[[[7]], [[8]]]> : tensor<2x1x1xi64>}> : () -> tensor<2x1x1xi64>
  %1 = "tf.Squeeze"(%c) <{squeeze_dims = []}> : (tensor<2x1x1xi64>) -> tensor<2xi64>
  %m1 = "tf.Const"() <{value = dense<-1> : tensor<i32>}> : () -> tensor<i32>
  %2 = "tf.ExpandDims"(%1, %m1) : (tensor<2xi64>, tensor<i32>) -> tensor<2x1xi64>
  return %0, %1, %2 : tensor<2x3xf32>, tensor<2xi64>, tensor<2x1xi64>
}

// -----

// Shape, Size and Rank read the static type of a value that is not
// constant; a dynamic dimension keeps Shape and Size (Rank still folds).
// CHECK-LABEL: func @static_shapes
// CHECK-DAG: dense<[2, 3]> : tensor<2xi64>
// CHECK-DAG: dense<6> : tensor<i32>
// CHECK-DAG: dense<2> : tensor<i32>
// CHECK: "tf.Shape"(%arg1)
// CHECK-NOT: "tf.Rank"
func.func @static_shapes(%x: tensor<2x3xf32>, %y: tensor<?x3xf32>) -> (tensor<2xi64>, tensor<i32>, tensor<i32>, tensor<2xi32>) {
  %0 = "tf.Shape"(%x) : (tensor<2x3xf32>) -> tensor<2xi64>
  %1 = "tf.Size"(%x) : (tensor<2x3xf32>) -> tensor<i32>
  %2 = "tf.Rank"(%y) : (tensor<?x3xf32>) -> tensor<i32>
  %3 = "tf.Shape"(%y) : (tensor<?x3xf32>) -> tensor<2xi32>
  return %0, %1, %2, %3 : tensor<2xi64>, tensor<i32>, tensor<i32>, tensor<2xi32>
}

// -----

// The constant keeps the op's result type, less static than its value.
// CHECK-LABEL: func @keeps_result_type
// CHECK: %[[C:.*]] = "tf.Const"() <{value = dense<[2.000000e+00, 4.000000e+00]> : tensor<2xf32>}> : () -> tensor<*xf32>
// CHECK: return %[[C]] : tensor<*xf32>
func.func @keeps_result_type() -> tensor<*xf32> {
  %a = "tf.Const"() <{value = dense<[1.0, 2.0]> : tensor<2xf32>}> : () -> tensor<2xf32>
  %0 = "tf.AddV2"(%a, %a) : (tensor<2xf32>, tensor<2xf32>) -> tensor<*xf32>
  return %0 : tensor<*xf32>
}

// -----

// Not folded, left for the runtime to compute or to report at the op:
// a non-constant operand, integer division by zero, INT_MIN / -1, a float
// out of the integer range, a Reshape of the
// wrong size, an out-of-range index, a stateful op (tf.RandomUniform) and
// an op not in the list.
// CHECK-LABEL: func @not_folded
// CHECK: "tf.Mul"(%arg0
// CHECK: "tf.FloorDiv"
// CHECK: "tf.Div"
// CHECK: "tf.Cast"
// CHECK: "tf.Reshape"
// CHECK: "tf.StridedSlice"
// CHECK: "tf.RandomUniform"
// CHECK: "tf.Erf"
func.func @not_folded(%x: tensor<2xf32>) -> (tensor<2xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<?xi32>, tensor<i32>, tensor<2xf32>, tensor<f32>) {
  %two = "tf.Const"() <{value = dense<2.0> : tensor<f32>}> : () -> tensor<f32>
  %0 = "tf.Mul"(%x, %two) : (tensor<2xf32>, tensor<f32>) -> tensor<2xf32>
  %i = "tf.Const"() <{value = dense<7> : tensor<i32>}> : () -> tensor<i32>
  %z = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
  %1 = "tf.FloorDiv"(%i, %z) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %min = "tf.Const"() <{value = dense<-2147483648> : tensor<i32>}> : () -> tensor<i32>
  %m1 = "tf.Const"() <{value = dense<-1> : tensor<i32>}> : () -> tensor<i32>
  %2 = "tf.Div"(%min, %m1) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %big = "tf.Const"() <{value = dense<3.0e9> : tensor<f32>}> : () -> tensor<f32>
  %4 = "tf.Cast"(%big) : (tensor<f32>) -> tensor<i32>
  %v = "tf.Const"() <{value = dense<[1, 2, 3]> : tensor<3xi32>}> : () -> tensor<3xi32>
  %s = "tf.Const"() <{value = dense<2> : tensor<1xi32>}> : () -> tensor<1xi32>
  %5 = "tf.Reshape"(%v, %s) : (tensor<3xi32>, tensor<1xi32>) -> tensor<?xi32>
  %b5 = "tf.Const"() <{value = dense<5> : tensor<1xi32>}> : () -> tensor<1xi32>
  %one = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
  %6 = "tf.StridedSlice"(%v, %b5, %b5, %one) <{shrink_axis_mask = 1 : i64}> : (tensor<3xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<i32>
  %shape = "tf.Const"() <{value = dense<2> : tensor<1xi32>}> : () -> tensor<1xi32>
  %7 = "tf.RandomUniform"(%shape) {dtype = f32} : (tensor<1xi32>) -> tensor<2xf32>
  %8 = "tf.Erf"(%two) : (tensor<f32>) -> tensor<f32>
  return %0, %1, %2, %4, %5, %6, %7, %8 : tensor<2xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<?xi32>, tensor<i32>, tensor<2xf32>, tensor<f32>
}

// -----

// The size cap: a result of more than 1Mi elements is not made, a splat
// included (Fill of [2048, 1024] is 2Mi); 1Mi is.
// CHECK-LABEL: func @size_cap
// CHECK: %[[OK:.*]] = "tf.Const"() <{value = dense<0.000000e+00> : tensor<1024x1024xf32>}>
// CHECK: %[[BIG:.*]] = "tf.Fill"
// CHECK: return %[[OK]], %[[BIG]]
func.func @size_cap() -> (tensor<1024x1024xf32>, tensor<2048x1024xf32>) {
  %zero = "tf.Const"() <{value = dense<0.0> : tensor<f32>}> : () -> tensor<f32>
  %d0 = "tf.Const"() <{value = dense<1024> : tensor<2xi32>}> : () -> tensor<2xi32>
  %d1 = "tf.Const"() <{value = dense<[2048, 1024]> : tensor<2xi32>}> : () -> tensor<2xi32>
  %0 = "tf.Fill"(%d0, %zero) : (tensor<2xi32>, tensor<f32>) -> tensor<1024x1024xf32>
  %1 = "tf.Fill"(%d1, %zero) : (tensor<2xi32>, tensor<f32>) -> tensor<2048x1024xf32>
  return %0, %1 : tensor<1024x1024xf32>, tensor<2048x1024xf32>
}

// -----

// Split, SplitV and Unpack of a constant: one constant per result. A
// ConvLSTM's loop splits its kernel [.., 4 * filters] into the four gates'.
// CHECK-LABEL: func @pieces
// CHECK-DAG: %[[A:.*]] = "tf.Const"() <{value = dense<{{\[\[}}1, 2], [5, 6]]> : tensor<2x2xi32>}>
// CHECK-DAG: %[[B:.*]] = "tf.Const"() <{value = dense<{{\[\[}}3, 4], [7, 8]]> : tensor<2x2xi32>}>
// CHECK-DAG: %[[C:.*]] = "tf.Const"() <{value = dense<{{\[\[}}1], [5]]> : tensor<2x1xi32>}>
// CHECK-DAG: %[[D:.*]] = "tf.Const"() <{value = dense<{{\[\[}}2, 3, 4], [6, 7, 8]]> : tensor<2x3xi32>}>
// CHECK-DAG: %[[E:.*]] = "tf.Const"() <{value = dense<[1, 2, 3, 4]> : tensor<4xi32>}>
// CHECK-DAG: %[[F:.*]] = "tf.Const"() <{value = dense<[5, 6, 7, 8]> : tensor<4xi32>}>
// CHECK-NOT: "tf.Split
// CHECK-NOT: "tf.Unpack
// CHECK: return %[[A]], %[[B]], %[[C]], %[[D]], %[[E]], %[[F]]
func.func @pieces() -> (tensor<2x2xi32>, tensor<2x2xi32>, tensor<2x1xi32>, tensor<2x3xi32>, tensor<4xi32>, tensor<4xi32>) {
  %x = "tf.Const"() <{value = dense<[[1, 2, 3, 4], [5, 6, 7, 8]]> : tensor<2x4xi32>}> : () -> tensor<2x4xi32>
  %axis = "tf.Const"() <{value = dense<-1> : tensor<i32>}> : () -> tensor<i32>
  %sizes = "tf.Const"() <{value = dense<[1, -1]> : tensor<2xi64>}> : () -> tensor<2xi64>
  %0:2 = "tf.Split"(%axis, %x) : (tensor<i32>, tensor<2x4xi32>) -> (tensor<2x2xi32>, tensor<2x2xi32>)
  %1:2 = "tf.SplitV"(%x, %sizes, %axis) : (tensor<2x4xi32>, tensor<2xi64>, tensor<i32>) -> (tensor<2x1xi32>, tensor<2x3xi32>)
  %2:2 = "tf.Unpack"(%x) <{axis = 0 : i64}> : (tensor<2x4xi32>) -> (tensor<4xi32>, tensor<4xi32>)
  return %0#0, %0#1, %1#0, %1#1, %2#0, %2#1 : tensor<2x2xi32>, tensor<2x2xi32>, tensor<2x1xi32>, tensor<2x3xi32>, tensor<4xi32>, tensor<4xi32>
}

// -----

// A split the op would refuse (3 does not divide 4; sizes that do not add up)
// is left for the runtime to report.
// CHECK-LABEL: func @bad_pieces
// CHECK: "tf.Split"
// CHECK: "tf.SplitV"
func.func @bad_pieces() -> (tensor<*xi32>, tensor<*xi32>, tensor<*xi32>, tensor<2x1xi32>, tensor<2x1xi32>) {
  %x = "tf.Const"() <{value = dense<[[1, 2, 3, 4], [5, 6, 7, 8]]> : tensor<2x4xi32>}> : () -> tensor<2x4xi32>
  %axis = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
  %sizes = "tf.Const"() <{value = dense<[1, 1]> : tensor<2xi64>}> : () -> tensor<2xi64>
  %0:3 = "tf.Split"(%axis, %x) : (tensor<i32>, tensor<2x4xi32>) -> (tensor<*xi32>, tensor<*xi32>, tensor<*xi32>)
  %1:2 = "tf.SplitV"(%x, %sizes, %axis) : (tensor<2x4xi32>, tensor<2xi64>, tensor<i32>) -> (tensor<2x1xi32>, tensor<2x1xi32>)
  return %0#0, %0#1, %0#2, %1#0, %1#1 : tensor<*xi32>, tensor<*xi32>, tensor<*xi32>, tensor<2x1xi32>, tensor<2x1xi32>
}
