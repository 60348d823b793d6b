module attributes {tf.versions = {bad_consumers = [], min_consumer = 12 : i32, producer = 2474 : i32}, tf_saved_model.semantics} {
  "tf_saved_model.session_initializer"() <{initializers = [@NoOp]}> : () -> ()
  func.func @NoOp() attributes {tf_saved_model.exported_names = ["__tf_saved_model_session_initializer_NoOp"], tf_saved_model.initializer_type = "init_op"} {
    return
  }
  func.func @serving_default(%arg0: tensor<1x10xi32> {tf_saved_model.index_path = ["ids"]}, %arg1: tensor<1x10x3xf32> {tf_saved_model.index_path = ["data"]}, %arg2: tensor<1x5x5xf32> {tf_saved_model.index_path = ["a"]}) -> (tensor<1xf32> {tf_saved_model.index_path = ["det_ratio"]}, tensor<1x5x2xf32> {tf_saved_model.index_path = ["tri_solve"]}, tensor<4x3xf32> {tf_saved_model.index_path = ["unsorted_mean"]}, tensor<1x5xf32> {tf_saved_model.index_path = ["singular_values"]}, tensor<?x3xf32> {tf_saved_model.index_path = ["sparse_sqrtn"]}, tensor<1x5xf32> {tf_saved_model.index_path = ["eigenvalues"]}, tensor<?x3xf32> {tf_saved_model.index_path = ["segment_max"]}, tensor<1x10x3xf32> {tf_saved_model.index_path = ["cumsum"]}, tensor<1x5x2xf32> {tf_saved_model.index_path = ["solve"]}, tensor<1xf32> {tf_saved_model.index_path = ["logdet"]}, tensor<1x5x5xf32> {tf_saved_model.index_path = ["inverse"]}, tensor<?x3xf32> {tf_saved_model.index_path = ["segment_sum"]}, tensor<1x5x5xf32> {tf_saved_model.index_path = ["band"]}) attributes {tf.entry_function = {control_outputs = "", inputs = "serving_default_ids:0,serving_default_data:0,serving_default_a:0", outputs = "PartitionedCall:2,PartitionedCall:11,PartitionedCall:12,PartitionedCall:8,PartitionedCall:10,PartitionedCall:3,PartitionedCall:6,PartitionedCall:1,PartitionedCall:9,PartitionedCall:5,PartitionedCall:4,PartitionedCall:7,PartitionedCall:0"}, tf_saved_model.exported_names = ["serving_default"]} {
    %0:13 = "tf.PartitionedCall"(%arg2, %arg1, %arg0) <{config = "", config_proto = "\0A\07\0A\03CPU\10\01\0A\07\0A\03GPU\10\002\02J\008\01\82\01\00\92\01\02J\00", executor_type = "", f = @__inference_signature_wrapper_1288060}> {_collective_manager_ids = [], _read_only_resource_inputs = [], device = ""} : (tensor<1x5x5xf32>, tensor<1x10x3xf32>, tensor<1x10xi32>) -> (tensor<1x5x5xf32>, tensor<1x10x3xf32>, tensor<1xf32>, tensor<1x5xf32>, tensor<1x5x5xf32>, tensor<1xf32>, tensor<?x3xf32>, tensor<?x3xf32>, tensor<1x5xf32>, tensor<1x5x2xf32>, tensor<?x3xf32>, tensor<1x5x2xf32>, tensor<4x3xf32>)
    return %0#2, %0#11, %0#12, %0#8, %0#10, %0#3, %0#6, %0#1, %0#9, %0#5, %0#4, %0#7, %0#0 : tensor<1xf32>, tensor<1x5x2xf32>, tensor<4x3xf32>, tensor<1x5xf32>, tensor<?x3xf32>, tensor<1x5xf32>, tensor<?x3xf32>, tensor<1x10x3xf32>, tensor<1x5x2xf32>, tensor<1xf32>, tensor<1x5x5xf32>, tensor<?x3xf32>, tensor<1x5x5xf32>
  }
  func.func private @__inference_fn_1287740(%arg0: tensor<1x5x5xf32> {tf._user_specified_name = "a"}, %arg1: tensor<1x10x3xf32> {tf._user_specified_name = "data"}, %arg2: tensor<1x10xi32> {tf._user_specified_name = "ids"}) -> (tensor<1x5x5xf32>, tensor<1x10x3xf32>, tensor<1xf32>, tensor<1x5xf32>, tensor<1x5x5xf32>, tensor<1xf32>, tensor<?x3xf32>, tensor<?x3xf32>, tensor<1x5xf32>, tensor<1x5x2xf32>, tensor<?x3xf32>, tensor<1x5x2xf32>, tensor<4x3xf32>) attributes {tf._construction_context = "kEagerRuntime", tf._input_shapes = [#tf_type.shape<1x5x5>, #tf_type.shape<1x10x3>, #tf_type.shape<1x10>], tf._original_func_name = "__inference_fn_128774"} {
    %cst = "tf.Const"() <{value = dense<[[5.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 5.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 5.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 5.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 5.000000e+00]]> : tensor<5x5xf32>}> : () -> tensor<5x5xf32>
    %cst_0 = "tf.Const"() <{value = dense<10> : tensor<i32>}> : () -> tensor<i32>
    %cst_1 = "tf.Const"() <{value = dense<1> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_2 = "tf.Const"() <{value = dense<[0, 0, 2]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_3 = "tf.Const"() <{value = dense<0> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_4 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_5 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_6 = "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %cst_7 = "tf.Const"() <{value = dense<0> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %cst_8 = "tf.Const"() <{value = dense<0.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_9 = "tf.Const"() <{value = dense<-1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_10 = "tf.Const"() <{value = dense<4> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %cst_11 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_12 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<1x10xf32>}> : () -> tensor<1x10xf32>
    %cst_13 = "tf.Const"() <{value = dense<[4, 1]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %0 = "tf.BatchMatMulV2"(%arg0, %arg0) <{adj_x = false, adj_y = true, grad_x = false, grad_y = false}> {device = ""} : (tensor<1x5x5xf32>, tensor<1x5x5xf32>) -> tensor<1x5x5xf32>
    %s, %u, %v = "tf.Svd"(%arg0) <{compute_uv = false, full_matrices = false}> {device = ""} : (tensor<1x5x5xf32>) -> (tensor<1x5xf32>, tensor<0xf32>, tensor<0xf32>)
    %1 = "tf.Identity"(%s) {device = ""} : (tensor<1x5xf32>) -> tensor<1x5xf32>
    %2 = "tf.Cumsum"(%arg1, %cst_6) <{exclusive = true, reverse = true}> {device = ""} : (tensor<1x10x3xf32>, tensor<i32>) -> tensor<1x10x3xf32>
    %3 = "tf.Identity"(%2) {device = ""} : (tensor<1x10x3xf32>) -> tensor<1x10x3xf32>
    %4 = "tf.UnsortedSegmentSum"(%cst_12, %arg2, %cst_10) {device = ""} : (tensor<1x10xf32>, tensor<1x10xi32>, tensor<i32>) -> tensor<4xf32>
    %5 = "tf.Reshape"(%4, %cst_13) {device = ""} : (tensor<4xf32>, tensor<2xi32>) -> tensor<4x1xf32>
    %6 = "tf.Maximum"(%5, %cst_11) {device = ""} : (tensor<4x1xf32>, tensor<f32>) -> tensor<4x1xf32>
    %7 = "tf.UnsortedSegmentSum"(%arg1, %arg2, %cst_10) {device = ""} : (tensor<1x10x3xf32>, tensor<1x10xi32>, tensor<i32>) -> tensor<4x3xf32>
    %8 = "tf.RealDiv"(%7, %6) {device = ""} : (tensor<4x3xf32>, tensor<4x1xf32>) -> tensor<4x3xf32>
    %9 = "tf.Identity"(%8) {device = ""} : (tensor<4x3xf32>) -> tensor<4x3xf32>
    %10 = "tf.AddV2"(%0, %cst) {device = ""} : (tensor<1x5x5xf32>, tensor<5x5xf32>) -> tensor<1x5x5xf32>
    %11 = "tf.Cholesky"(%10) {device = ""} : (tensor<1x5x5xf32>) -> tensor<1x5x5xf32>
    %12:2 = "tf.LogMatrixDeterminant"(%10) {T = f32, device = ""} : (tensor<1x5x5xf32>) -> (tensor<1xf32>, tensor<1xf32>)
    %13 = "tf.Mul"(%12#1, %12#0) {device = ""} : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %14 = "tf.Identity"(%13) {device = ""} : (tensor<1xf32>) -> tensor<1xf32>
    %15 = "tf.MatrixBandPart"(%10, %cst_6, %cst_7) {device = ""} : (tensor<1x5x5xf32>, tensor<i32>, tensor<i32>) -> tensor<1x5x5xf32>
    %16 = "tf.Identity"(%15) {device = ""} : (tensor<1x5x5xf32>) -> tensor<1x5x5xf32>
    %17 = "tf.MatrixInverse"(%10) <{adjoint = false}> {device = ""} : (tensor<1x5x5xf32>) -> tensor<1x5x5xf32>
    %18 = "tf.Identity"(%17) {device = ""} : (tensor<1x5x5xf32>) -> tensor<1x5x5xf32>
    %e, %v_14 = "tf.SelfAdjointEigV2"(%10) <{compute_v = false}> {device = ""} : (tensor<1x5x5xf32>) -> (tensor<1x5xf32>, tensor<0xf32>)
    %19 = "tf.Identity"(%e) {device = ""} : (tensor<1x5xf32>) -> tensor<1x5xf32>
    %20 = "tf.MatrixDiagPartV3"(%10, %cst_7, %cst_8) <{align = "RIGHT_LEFT"}> {device = ""} : (tensor<1x5x5xf32>, tensor<i32>, tensor<f32>) -> tensor<1x5xf32>
    %21 = "tf.Sum"(%20, %cst_9) <{keep_dims = false}> {device = ""} : (tensor<1x5xf32>, tensor<1xi32>) -> tensor<1xf32>
    %22 = "tf.StridedSlice"(%arg0, %cst_3, %cst_2, %cst_1) <{begin_mask = 7 : i64, ellipsis_mask = 0 : i64, end_mask = 3 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> {device = ""} : (tensor<1x5x5xf32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>) -> tensor<1x5x2xf32>
    %23 = "tf.Einsum"(%arg0, %22) <{equation = "bij,bjk->bik"}> {device = ""} : (tensor<1x5x5xf32>, tensor<1x5x2xf32>) -> tensor<1x5x2xf32>
    %24 = "tf.MatrixSolve"(%10, %23) <{adjoint = false}> {device = ""} : (tensor<1x5x5xf32>, tensor<1x5x2xf32>) -> tensor<1x5x2xf32>
    %25 = "tf.Identity"(%24) {device = ""} : (tensor<1x5x2xf32>) -> tensor<1x5x2xf32>
    %26 = "tf.MatrixTriangularSolve"(%11, %23) <{adjoint = false, lower = true}> {device = ""} : (tensor<1x5x5xf32>, tensor<1x5x2xf32>) -> tensor<1x5x2xf32>
    %27 = "tf.Identity"(%26) {device = ""} : (tensor<1x5x2xf32>) -> tensor<1x5x2xf32>
    %28 = "tf.StridedSlice"(%arg2, %cst_5, %cst_4, %cst_4) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 1 : i64}> {device = ""} : (tensor<1x10xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<10xi32>
    %29 = "tf.Neg"(%28) {device = ""} : (tensor<10xi32>) -> tensor<10xi32>
    %30 = "tf.Sub"(%29, %cst_6) {device = ""} : (tensor<10xi32>, tensor<i32>) -> tensor<10xi32>
    %values, %indices = "tf.TopKV2"(%30, %cst_0) <{sorted = true}> {device = ""} : (tensor<10xi32>, tensor<i32>) -> (tensor<10xi32>, tensor<10xi32>)
    %31 = "tf.GatherV2"(%28, %indices, %cst_7) <{batch_dims = 0 : i64}> {device = ""} : (tensor<10xi32>, tensor<10xi32>, tensor<i32>) -> tensor<10xi32>
    %32 = "tf.StridedSlice"(%21, %cst_3, %cst_3, %cst_1) <{begin_mask = 1 : i64, ellipsis_mask = 0 : i64, end_mask = 1 : i64, new_axis_mask = 6 : i64, shrink_axis_mask = 0 : i64}> {device = ""} : (tensor<1xf32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>) -> tensor<1x1x1xf32>
    %33 = "tf.RealDiv"(%10, %32) {device = ""} : (tensor<1x5x5xf32>, tensor<1x1x1xf32>) -> tensor<1x5x5xf32>
    %34 = "tf.MatrixDeterminant"(%33) {T = f32, device = ""} : (tensor<1x5x5xf32>) -> tensor<1xf32>
    %35 = "tf.Identity"(%34) {device = ""} : (tensor<1xf32>) -> tensor<1xf32>
    %36 = "tf.StridedSlice"(%arg1, %cst_5, %cst_4, %cst_4) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 1 : i64}> {device = ""} : (tensor<1x10x3xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<10x3xf32>
    %37 = "tf.GatherV2"(%36, %indices, %cst_7) <{batch_dims = 0 : i64}> {device = ""} : (tensor<10x3xf32>, tensor<10xi32>, tensor<i32>) -> tensor<10x3xf32>
    %38 = "tf.SegmentSum"(%37, %31) {device = ""} : (tensor<10x3xf32>, tensor<10xi32>) -> tensor<?x3xf32>
    %39 = "tf.Identity"(%38) {device = ""} : (tensor<?x3xf32>) -> tensor<?x3xf32>
    %40 = "tf.SegmentMax"(%37, %31) {device = ""} : (tensor<10x3xf32>, tensor<10xi32>) -> tensor<?x3xf32>
    %41 = "tf.Identity"(%40) {device = ""} : (tensor<?x3xf32>) -> tensor<?x3xf32>
    %42 = "tf.SparseSegmentSqrtN"(%36, %indices, %31) <{sparse_gradient = false}> {device = ""} : (tensor<10x3xf32>, tensor<10xi32>, tensor<10xi32>) -> tensor<?x3xf32>
    %43 = "tf.Identity"(%42) {device = ""} : (tensor<?x3xf32>) -> tensor<?x3xf32>
    return %16, %3, %35, %19, %18, %14, %41, %39, %1, %25, %43, %27, %9 : tensor<1x5x5xf32>, tensor<1x10x3xf32>, tensor<1xf32>, tensor<1x5xf32>, tensor<1x5x5xf32>, tensor<1xf32>, tensor<?x3xf32>, tensor<?x3xf32>, tensor<1x5xf32>, tensor<1x5x2xf32>, tensor<?x3xf32>, tensor<1x5x2xf32>, tensor<4x3xf32>
  }
  func.func private @__inference_signature_wrapper_1288060(%arg0: tensor<1x5x5xf32> {tf._user_specified_name = "a"}, %arg1: tensor<1x10x3xf32> {tf._user_specified_name = "data"}, %arg2: tensor<1x10xi32> {tf._user_specified_name = "ids"}) -> (tensor<1x5x5xf32>, tensor<1x10x3xf32>, tensor<1xf32>, tensor<1x5xf32>, tensor<1x5x5xf32>, tensor<1xf32>, tensor<?x3xf32>, tensor<?x3xf32>, tensor<1x5xf32>, tensor<1x5x2xf32>, tensor<?x3xf32>, tensor<1x5x2xf32>, tensor<4x3xf32>) attributes {tf._construction_context = "kEagerRuntime", tf._input_shapes = [#tf_type.shape<1x5x5>, #tf_type.shape<1x10x3>, #tf_type.shape<1x10>], tf._original_func_name = "__inference_signature_wrapper_128806"} {
    %0:13 = "tf.PartitionedCall"(%arg0, %arg1, %arg2) <{config = "", config_proto = "\0A\07\0A\03CPU\10\01\0A\07\0A\03GPU\10\002\02J\008\01\82\01\00\92\01\02J\00", executor_type = "", f = @__inference_fn_1287740}> {_collective_manager_ids = [], _read_only_resource_inputs = [], device = ""} : (tensor<1x5x5xf32>, tensor<1x10x3xf32>, tensor<1x10xi32>) -> (tensor<1x5x5xf32>, tensor<1x10x3xf32>, tensor<1xf32>, tensor<1x5xf32>, tensor<1x5x5xf32>, tensor<1xf32>, tensor<?x3xf32>, tensor<?x3xf32>, tensor<1x5xf32>, tensor<1x5x2xf32>, tensor<?x3xf32>, tensor<1x5x2xf32>, tensor<4x3xf32>)
    %1 = "tf.Identity"(%0#0) {device = ""} : (tensor<1x5x5xf32>) -> tensor<1x5x5xf32>
    %2 = "tf.Identity"(%0#1) {device = ""} : (tensor<1x10x3xf32>) -> tensor<1x10x3xf32>
    %3 = "tf.Identity"(%0#10) {device = ""} : (tensor<?x3xf32>) -> tensor<?x3xf32>
    %4 = "tf.Identity"(%0#11) {device = ""} : (tensor<1x5x2xf32>) -> tensor<1x5x2xf32>
    %5 = "tf.Identity"(%0#12) {device = ""} : (tensor<4x3xf32>) -> tensor<4x3xf32>
    %6 = "tf.Identity"(%0#2) {device = ""} : (tensor<1xf32>) -> tensor<1xf32>
    %7 = "tf.Identity"(%0#3) {device = ""} : (tensor<1x5xf32>) -> tensor<1x5xf32>
    %8 = "tf.Identity"(%0#4) {device = ""} : (tensor<1x5x5xf32>) -> tensor<1x5x5xf32>
    %9 = "tf.Identity"(%0#5) {device = ""} : (tensor<1xf32>) -> tensor<1xf32>
    %10 = "tf.Identity"(%0#6) {device = ""} : (tensor<?x3xf32>) -> tensor<?x3xf32>
    %11 = "tf.Identity"(%0#7) {device = ""} : (tensor<?x3xf32>) -> tensor<?x3xf32>
    %12 = "tf.Identity"(%0#8) {device = ""} : (tensor<1x5xf32>) -> tensor<1x5xf32>
    %13 = "tf.Identity"(%0#9) {device = ""} : (tensor<1x5x2xf32>) -> tensor<1x5x2xf32>
    return %1, %2, %6, %7, %8, %9, %10, %11, %12, %13, %3, %4, %5 : tensor<1x5x5xf32>, tensor<1x10x3xf32>, tensor<1xf32>, tensor<1x5xf32>, tensor<1x5x5xf32>, tensor<1xf32>, tensor<?x3xf32>, tensor<?x3xf32>, tensor<1x5xf32>, tensor<1x5x2xf32>, tensor<?x3xf32>, tensor<1x5x2xf32>, tensor<4x3xf32>
  }
}
