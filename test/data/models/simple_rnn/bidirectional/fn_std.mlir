module attributes {tf.versions = {bad_consumers = [], min_consumer = 0 : i32, producer = 2474 : i32}} {
  func.func @__inference_pruned_5991(%arg0: tensor<3x5x3xf32>) -> tensor<3x3xf32> attributes {allow_soft_placement = false, tf.entry_function = {control_outputs = "", inputs = "v", outputs = "identity_RetVal"}} {
    %cst = "tf.Const"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %cst_0 = "tf.Const"() <{value = dense<[[-0.707857787, 0.0304060187, 0.401358455], [0.573822439, -0.188653946, 0.0157363694], [-0.5842731, -0.359703779, -0.276887238]]> : tensor<3x3xf32>}> {device = ""} : () -> tensor<3x3xf32>
    %cst_1 = "tf.Const"() <{value = dense<[[0.0211832318, 0.381148547, -0.132908598], [0.337213218, 0.577281951, 0.675724268], [0.391271859, -0.707469761, -0.199409187], [0.417851031, 0.0375263803, 0.381723255], [5.45276504E-4, 0.537854731, -0.00715655182], [0.561065555, -0.390277952, -0.585483193], [-0.0092269564, -0.00165191211, -0.0145064378], [-0.283946216, -0.455849111, 0.476490796]]> : tensor<8x3xf32>}> {device = ""} : () -> tensor<8x3xf32>
    %cst_2 = "tf.Const"() <{value = dense<[-0.149032757, 0.530590415, -0.0072632716]> : tensor<3xf32>}> {device = ""} : () -> tensor<3xf32>
    %cst_3 = "tf.Const"() <{value = dense<0.000000e+00> : tensor<3x3xf32>}> {device = ""} : () -> tensor<3x3xf32>
    %cst_4 = "tf.Const"() <{value = dense<-1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_5 = "tf.Const"() <{value = dense<[[0.643428445, -0.14479439, -0.394512802], [0.0635551959, -0.167631865, -0.788928031], [-0.208586931, 0.366953701, 0.0903384537]]> : tensor<3x3xf32>}> {device = ""} : () -> tensor<3x3xf32>
    %cst_6 = "tf.Const"() <{value = dense<[[0.613490164, -0.513280153, -0.793884575], [-0.0786770731, -0.803060114, -0.234806955], [-0.0463086516, -0.156122446, 0.0897966325], [-0.307366848, 0.371928751, 1.08620214], [-4.499220e-01, 0.571194768, -0.128763318], [-0.333247483, -0.213426128, -0.0591660142], [1.06113172, -0.491095275, -0.0641481504], [-0.145362213, -0.684575259, -0.461205214]]> : tensor<8x3xf32>}> {device = ""} : () -> tensor<8x3xf32>
    %cst_7 = "tf.Const"() <{value = dense<[-0.349706858, -0.230146751, 0.318059504]> : tensor<3xf32>}> {device = ""} : () -> tensor<3xf32>
    %cst_8 = "tf.Const"() <{value = dense<[3, 8]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_9 = "tf.Const"() <{value = dense<[[-0.254325509, -0.489074945, -1.003810e+00, 0.67018342], [-0.372176707, 0.255476475, -1.02347648, 0.795075655], [-0.137625352, -0.373630315, -0.289485931, 0.395576149], [0.725305855, -0.546388447, 0.170686156, -0.834005117]]> : tensor<4x4xf32>}> {device = ""} : () -> tensor<4x4xf32>
    %cst_10 = "tf.Const"() <{value = dense<[[-0.494231373, -0.326047361, -0.47103861, -0.117869578], [-0.11800687, 0.718048215, 0.176665306, -0.332813829], [-5.882910e-01, 0.417801231, 0.567054033, 0.671911478]]> : tensor<3x4xf32>}> {device = ""} : () -> tensor<3x4xf32>
    %cst_11 = "tf.Const"() <{value = dense<[-0.45556736, -0.269600719, 0.421258539, -0.425959766]> : tensor<4xf32>}> {device = ""} : () -> tensor<4xf32>
    %cst_12 = "tf.Const"() <{value = dense<-1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %cst_13 = "tf.Const"() <{value = dense<0.000000e+00> : tensor<3x4xf32>}> {device = ""} : () -> tensor<3x4xf32>
    %cst_14 = "tf.Const"() <{value = dense<[1, 0, 2]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_15 = "tf.Const"() <{value = dense<[[0.915002524, -0.519750953, -0.617934763, -0.303647697], [-0.594010472, -0.109705381, -0.0812336727, 1.054730e+00], [0.444044948, -0.428530127, 0.476099491, -0.093296878], [-0.291683644, -0.346825659, 0.604296803, -0.788728058]]> : tensor<4x4xf32>}> {device = ""} : () -> tensor<4x4xf32>
    %cst_16 = "tf.Const"() <{value = dense<[[0.815236628, -0.819313526, -0.126080155, -0.38933593], [-0.453053772, 0.149745375, -0.203859285, 0.636689662], [0.382541835, -0.273207188, -0.516847193, -0.769546091]]> : tensor<3x4xf32>}> {device = ""} : () -> tensor<3x4xf32>
    %cst_17 = "tf.Const"() <{value = dense<[-0.256441653, 0.399355441, -0.467790246, 0.617290378]> : tensor<4xf32>}> {device = ""} : () -> tensor<4xf32>
    %cst_18 = "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %cst_19 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_20 = "tf.Const"() <{value = dense<0> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %cst_21 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_22 = "tf.Const"() <{value = dense<3> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_23 = "tf.Const"() <{value = dense<[3, 4]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %0 = "tf.TensorListReserve"(%cst_23, %cst) {device = ""} : (tensor<2xi32>, tensor<i32>) -> tensor<!tf_type.variant<tensor<3x4xf32>>>
    %1 = "tf.TensorListReserve"(%cst_22, %cst_18) {device = ""} : (tensor<2xi32>, tensor<i32>) -> tensor<!tf_type.variant<tensor<3x3xf32>>>
    %2 = "tf.Transpose"(%arg0, %cst_14) {device = ""} : (tensor<3x5x3xf32>, tensor<3xi32>) -> tensor<5x3x3xf32>
    %3 = "tf.ReverseV2"(%2, %cst_21) {device = ""} : (tensor<5x3x3xf32>, tensor<1xi32>) -> tensor<5x3x3xf32>
    %4 = "tf.TensorListFromTensor"(%3, %cst_22) {device = ""} : (tensor<5x3x3xf32>, tensor<2xi32>) -> tensor<!tf_type.variant<tensor<3x3xf32>>>
    %5:9 = "tf.While"(%cst_20, %cst, %cst_20, %0, %cst_13, %4, %cst_16, %cst_17, %cst_15) <{body = @functional_2_1_bidirectional_1_backward_simple_rnn_25_1_while_body_frozen_55890, cond = @functional_2_1_bidirectional_1_backward_simple_rnn_25_1_while_cond_frozen_55880, is_stateless = false, parallel_iterations = 32 : i64, shape_invariant}> {_has_manual_control_dependencies = true, _lower_using_switch_merge = false, _num_original_outputs = 9 : i64, _read_only_resource_inputs = [6, 7, 8], device = ""} : (tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<3x4xf32>>>, tensor<3x4xf32>, tensor<!tf_type.variant<tensor<3x3xf32>>>, tensor<3x4xf32>, tensor<4xf32>, tensor<4x4xf32>) -> (tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<3x4xf32>>>, tensor<3x4xf32>, tensor<!tf_type.variant<tensor<3x3xf32>>>, tensor<3x4xf32>, tensor<4xf32>, tensor<4x4xf32>)
    %6 = "tf.TensorListStack"(%5#3, %cst_23) <{num_elements = 5 : i64}> {device = ""} : (tensor<!tf_type.variant<tensor<3x4xf32>>>, tensor<2xi32>) -> tensor<5x3x4xf32>
    %7 = "tf.Transpose"(%6, %cst_14) {device = ""} : (tensor<5x3x4xf32>, tensor<3xi32>) -> tensor<3x5x4xf32>
    %8 = "tf.ReverseV2"(%7, %cst_19) {device = ""} : (tensor<3x5x4xf32>, tensor<1xi32>) -> tensor<3x5x4xf32>
    %9 = "tf.TensorListFromTensor"(%2, %cst_22) {device = ""} : (tensor<5x3x3xf32>, tensor<2xi32>) -> tensor<!tf_type.variant<tensor<3x3xf32>>>
    %10:9 = "tf.While"(%cst_20, %cst, %cst_20, %0, %cst_13, %9, %cst_10, %cst_11, %cst_9) <{body = @functional_2_1_bidirectional_1_forward_simple_rnn_25_1_while_body_frozen_55870, cond = @functional_2_1_bidirectional_1_forward_simple_rnn_25_1_while_cond_frozen_55860, is_stateless = false, parallel_iterations = 32 : i64, shape_invariant}> {_has_manual_control_dependencies = true, _lower_using_switch_merge = false, _num_original_outputs = 9 : i64, _read_only_resource_inputs = [6, 7, 8], device = ""} : (tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<3x4xf32>>>, tensor<3x4xf32>, tensor<!tf_type.variant<tensor<3x3xf32>>>, tensor<3x4xf32>, tensor<4xf32>, tensor<4x4xf32>) -> (tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<3x4xf32>>>, tensor<3x4xf32>, tensor<!tf_type.variant<tensor<3x3xf32>>>, tensor<3x4xf32>, tensor<4xf32>, tensor<4x4xf32>)
    %11 = "tf.TensorListStack"(%10#3, %cst_23) <{num_elements = 5 : i64}> {device = ""} : (tensor<!tf_type.variant<tensor<3x4xf32>>>, tensor<2xi32>) -> tensor<5x3x4xf32>
    %12 = "tf.Transpose"(%11, %cst_14) {device = ""} : (tensor<5x3x4xf32>, tensor<3xi32>) -> tensor<3x5x4xf32>
    %13 = "tf.ConcatV2"(%12, %8, %cst_12) {device = ""} : (tensor<3x5x4xf32>, tensor<3x5x4xf32>, tensor<i32>) -> tensor<3x5x8xf32>
    %14 = "tf.Transpose"(%13, %cst_14) {device = ""} : (tensor<3x5x8xf32>, tensor<3xi32>) -> tensor<5x3x8xf32>
    %15 = "tf.ReverseV2"(%14, %cst_21) {device = ""} : (tensor<5x3x8xf32>, tensor<1xi32>) -> tensor<5x3x8xf32>
    %16 = "tf.TensorListFromTensor"(%15, %cst_8) {device = ""} : (tensor<5x3x8xf32>, tensor<2xi32>) -> tensor<!tf_type.variant<tensor<3x8xf32>>>
    %17:9 = "tf.While"(%cst_20, %cst, %cst_20, %1, %cst_3, %16, %cst_6, %cst_7, %cst_5) <{body = @functional_2_1_bidirectional_1_2_backward_simple_rnn_26_1_while_body_frozen_55930, cond = @functional_2_1_bidirectional_1_2_backward_simple_rnn_26_1_while_cond_frozen_55920, is_stateless = false, parallel_iterations = 32 : i64, shape_invariant}> {_has_manual_control_dependencies = true, _lower_using_switch_merge = false, _num_original_outputs = 9 : i64, _read_only_resource_inputs = [6, 7, 8], device = ""} : (tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<3x3xf32>>>, tensor<3x3xf32>, tensor<!tf_type.variant<tensor<3x8xf32>>>, tensor<8x3xf32>, tensor<3xf32>, tensor<3x3xf32>) -> (tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<3x3xf32>>>, tensor<3x3xf32>, tensor<!tf_type.variant<tensor<3x8xf32>>>, tensor<8x3xf32>, tensor<3xf32>, tensor<3x3xf32>)
    %18 = "tf.TensorListStack"(%17#3, %cst_22) <{num_elements = 1 : i64}> {device = ""} : (tensor<!tf_type.variant<tensor<3x3xf32>>>, tensor<2xi32>) -> tensor<1x3x3xf32>
    %19 = "tf.StridedSlice"(%18, %cst_4, %cst_21, %cst_19) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 1 : i64}> {device = ""} : (tensor<1x3x3xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3x3xf32>
    %20 = "tf.TensorListFromTensor"(%14, %cst_8) {device = ""} : (tensor<5x3x8xf32>, tensor<2xi32>) -> tensor<!tf_type.variant<tensor<3x8xf32>>>
    %21:9 = "tf.While"(%cst_20, %cst, %cst_20, %1, %cst_3, %20, %cst_1, %cst_2, %cst_0) <{body = @functional_2_1_bidirectional_1_2_forward_simple_rnn_26_1_while_body_frozen_55910, cond = @functional_2_1_bidirectional_1_2_forward_simple_rnn_26_1_while_cond_frozen_55900, is_stateless = false, parallel_iterations = 32 : i64, shape_invariant}> {_has_manual_control_dependencies = true, _lower_using_switch_merge = false, _num_original_outputs = 9 : i64, _read_only_resource_inputs = [6, 7, 8], device = ""} : (tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<3x3xf32>>>, tensor<3x3xf32>, tensor<!tf_type.variant<tensor<3x8xf32>>>, tensor<8x3xf32>, tensor<3xf32>, tensor<3x3xf32>) -> (tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<3x3xf32>>>, tensor<3x3xf32>, tensor<!tf_type.variant<tensor<3x8xf32>>>, tensor<8x3xf32>, tensor<3xf32>, tensor<3x3xf32>)
    %22 = "tf.TensorListStack"(%21#3, %cst_22) <{num_elements = 1 : i64}> {device = ""} : (tensor<!tf_type.variant<tensor<3x3xf32>>>, tensor<2xi32>) -> tensor<1x3x3xf32>
    %23 = "tf.StridedSlice"(%22, %cst_4, %cst_21, %cst_19) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 1 : i64}> {device = ""} : (tensor<1x3x3xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3x3xf32>
    %24 = "tf.AddV2"(%23, %19) {device = ""} : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %25 = "tf.Identity"(%24) {device = ""} : (tensor<3x3xf32>) -> tensor<3x3xf32>
    return %25 : tensor<3x3xf32>
  }
  func.func private @functional_2_1_bidirectional_1_backward_simple_rnn_25_1_while_body_frozen_55890(%arg0: tensor<i32> {tf._user_specified_name = "functional_2_1/bidirectional_1/backward_simple_rnn_25_1/while/loop_counter"}, %arg1: tensor<i32> {tf._user_specified_name = "functional_2_1/bidirectional_1/backward_simple_rnn_25_1/Max"}, %arg2: tensor<i32>, %arg3: tensor<!tf_type.variant<tensor<3x4xf32>>>, %arg4: tensor<3x4xf32>, %arg5: tensor<!tf_type.variant<tensor<3x3xf32>>> {tf._user_specified_name = "functional_2_1/bidirectional_1/backward_simple_rnn_25_1/TensorArrayUnstack/TensorListFromTensor"}, %arg6: tensor<3x4xf32> {tf._user_specified_name = "resource"}, %arg7: tensor<4xf32> {tf._user_specified_name = "resource"}, %arg8: tensor<4x4xf32> {tf._user_specified_name = "resource"}) -> (tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<3x4xf32>>>, tensor<3x4xf32>, tensor<!tf_type.variant<tensor<3x3xf32>>>, tensor<3x4xf32>, tensor<4xf32>, tensor<4x4xf32>) attributes {tf._construction_context = "kEagerRuntime", tf.signature.is_stateful} {
    %cst = "tf.Const"() <{value = dense<3> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_0 = "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %0 = "tf.AddV2"(%arg0, %cst_0) {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %1 = "tf.AddV2"(%arg2, %cst_0) {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %2 = "tf.Identity"(%arg7) {device = ""} : (tensor<4xf32>) -> tensor<4xf32>
    %3 = "tf.Identity"(%arg8) {device = ""} : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %4 = "tf.MatMul"(%arg4, %3) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<3x4xf32>, tensor<4x4xf32>) -> tensor<3x4xf32>
    %5 = "tf.Identity"(%arg6) {device = ""} : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %6 = "tf.Identity"(%0) {device = ""} : (tensor<i32>) -> tensor<i32>
    %7 = "tf.Identity"(%arg1) {device = ""} : (tensor<i32>) -> tensor<i32>
    %8 = "tf.Identity"(%1) {device = ""} : (tensor<i32>) -> tensor<i32>
    %9 = "tf.TensorListGetItem"(%arg5, %arg2, %cst) {device = ""} : (tensor<!tf_type.variant<tensor<3x3xf32>>>, tensor<i32>, tensor<2xi32>) -> tensor<3x3xf32>
    %10 = "tf.MatMul"(%9, %5) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<3x3xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %11 = "tf.BiasAdd"(%10, %2) <{data_format = "NHWC"}> {device = ""} : (tensor<3x4xf32>, tensor<4xf32>) -> tensor<3x4xf32>
    %12 = "tf.AddV2"(%11, %4) {device = ""} : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %13 = "tf.Sigmoid"(%12) {device = ""} : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %14 = "tf.Identity"(%13) {device = ""} : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %15 = "tf.TensorListSetItem"(%arg3, %arg2, %13) <{resize_if_index_out_of_bounds = false}> {device = ""} : (tensor<!tf_type.variant<tensor<3x4xf32>>>, tensor<i32>, tensor<3x4xf32>) -> tensor<!tf_type.variant<tensor<3x4xf32>>>
    %16 = "tf.Identity"(%15) {device = ""} : (tensor<!tf_type.variant<tensor<3x4xf32>>>) -> tensor<!tf_type.variant<tensor<3x4xf32>>>
    return %6, %7, %8, %16, %14, %arg5, %arg6, %arg7, %arg8 : tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<3x4xf32>>>, tensor<3x4xf32>, tensor<!tf_type.variant<tensor<3x3xf32>>>, tensor<3x4xf32>, tensor<4xf32>, tensor<4x4xf32>
  }
  func.func private @functional_2_1_bidirectional_1_backward_simple_rnn_25_1_while_cond_frozen_55880(%arg0: tensor<i32> {tf._user_specified_name = "functional_2_1/bidirectional_1/backward_simple_rnn_25_1/while/loop_counter"}, %arg1: tensor<i32> {tf._user_specified_name = "functional_2_1/bidirectional_1/backward_simple_rnn_25_1/Max"}, %arg2: tensor<i32>, %arg3: tensor<!tf_type.variant<tensor<3x4xf32>>>, %arg4: tensor<3x4xf32>, %arg5: tensor<!tf_type.variant<tensor<3x3xf32>>>, %arg6: tensor<3x4xf32>, %arg7: tensor<4xf32>, %arg8: tensor<4x4xf32>) -> tensor<i1> attributes {tf._construction_context = "kEagerRuntime"} {
    %cst = "tf.Const"() <{value = dense<5> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %0 = "tf.Less"(%arg0, %arg1) {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1 = "tf.Less"(%arg2, %cst) {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2 = "tf.LogicalAnd"(%0, %1) {device = ""} : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %3 = "tf.Identity"(%2) {device = ""} : (tensor<i1>) -> tensor<i1>
    return %3 : tensor<i1>
  }
  func.func private @functional_2_1_bidirectional_1_forward_simple_rnn_25_1_while_body_frozen_55870(%arg0: tensor<i32> {tf._user_specified_name = "functional_2_1/bidirectional_1/forward_simple_rnn_25_1/while/loop_counter"}, %arg1: tensor<i32> {tf._user_specified_name = "functional_2_1/bidirectional_1/forward_simple_rnn_25_1/Max"}, %arg2: tensor<i32>, %arg3: tensor<!tf_type.variant<tensor<3x4xf32>>>, %arg4: tensor<3x4xf32>, %arg5: tensor<!tf_type.variant<tensor<3x3xf32>>> {tf._user_specified_name = "functional_2_1/bidirectional_1/forward_simple_rnn_25_1/TensorArrayUnstack/TensorListFromTensor"}, %arg6: tensor<3x4xf32> {tf._user_specified_name = "resource"}, %arg7: tensor<4xf32> {tf._user_specified_name = "resource"}, %arg8: tensor<4x4xf32> {tf._user_specified_name = "resource"}) -> (tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<3x4xf32>>>, tensor<3x4xf32>, tensor<!tf_type.variant<tensor<3x3xf32>>>, tensor<3x4xf32>, tensor<4xf32>, tensor<4x4xf32>) attributes {tf._construction_context = "kEagerRuntime", tf.signature.is_stateful} {
    %cst = "tf.Const"() <{value = dense<3> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_0 = "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %0 = "tf.AddV2"(%arg0, %cst_0) {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %1 = "tf.AddV2"(%arg2, %cst_0) {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %2 = "tf.Identity"(%arg7) {device = ""} : (tensor<4xf32>) -> tensor<4xf32>
    %3 = "tf.Identity"(%arg8) {device = ""} : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %4 = "tf.MatMul"(%arg4, %3) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<3x4xf32>, tensor<4x4xf32>) -> tensor<3x4xf32>
    %5 = "tf.Identity"(%arg6) {device = ""} : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %6 = "tf.Identity"(%0) {device = ""} : (tensor<i32>) -> tensor<i32>
    %7 = "tf.Identity"(%arg1) {device = ""} : (tensor<i32>) -> tensor<i32>
    %8 = "tf.Identity"(%1) {device = ""} : (tensor<i32>) -> tensor<i32>
    %9 = "tf.TensorListGetItem"(%arg5, %arg2, %cst) {device = ""} : (tensor<!tf_type.variant<tensor<3x3xf32>>>, tensor<i32>, tensor<2xi32>) -> tensor<3x3xf32>
    %10 = "tf.MatMul"(%9, %5) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<3x3xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %11 = "tf.BiasAdd"(%10, %2) <{data_format = "NHWC"}> {device = ""} : (tensor<3x4xf32>, tensor<4xf32>) -> tensor<3x4xf32>
    %12 = "tf.AddV2"(%11, %4) {device = ""} : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %13 = "tf.Sigmoid"(%12) {device = ""} : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %14 = "tf.Identity"(%13) {device = ""} : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %15 = "tf.TensorListSetItem"(%arg3, %arg2, %13) <{resize_if_index_out_of_bounds = false}> {device = ""} : (tensor<!tf_type.variant<tensor<3x4xf32>>>, tensor<i32>, tensor<3x4xf32>) -> tensor<!tf_type.variant<tensor<3x4xf32>>>
    %16 = "tf.Identity"(%15) {device = ""} : (tensor<!tf_type.variant<tensor<3x4xf32>>>) -> tensor<!tf_type.variant<tensor<3x4xf32>>>
    return %6, %7, %8, %16, %14, %arg5, %arg6, %arg7, %arg8 : tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<3x4xf32>>>, tensor<3x4xf32>, tensor<!tf_type.variant<tensor<3x3xf32>>>, tensor<3x4xf32>, tensor<4xf32>, tensor<4x4xf32>
  }
  func.func private @functional_2_1_bidirectional_1_forward_simple_rnn_25_1_while_cond_frozen_55860(%arg0: tensor<i32> {tf._user_specified_name = "functional_2_1/bidirectional_1/forward_simple_rnn_25_1/while/loop_counter"}, %arg1: tensor<i32> {tf._user_specified_name = "functional_2_1/bidirectional_1/forward_simple_rnn_25_1/Max"}, %arg2: tensor<i32>, %arg3: tensor<!tf_type.variant<tensor<3x4xf32>>>, %arg4: tensor<3x4xf32>, %arg5: tensor<!tf_type.variant<tensor<3x3xf32>>>, %arg6: tensor<3x4xf32>, %arg7: tensor<4xf32>, %arg8: tensor<4x4xf32>) -> tensor<i1> attributes {tf._construction_context = "kEagerRuntime"} {
    %cst = "tf.Const"() <{value = dense<5> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %0 = "tf.Less"(%arg0, %arg1) {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1 = "tf.Less"(%arg2, %cst) {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2 = "tf.LogicalAnd"(%0, %1) {device = ""} : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %3 = "tf.Identity"(%2) {device = ""} : (tensor<i1>) -> tensor<i1>
    return %3 : tensor<i1>
  }
  func.func private @functional_2_1_bidirectional_1_2_backward_simple_rnn_26_1_while_body_frozen_55930(%arg0: tensor<i32> {tf._user_specified_name = "functional_2_1/bidirectional_1_2/backward_simple_rnn_26_1/while/loop_counter"}, %arg1: tensor<i32> {tf._user_specified_name = "functional_2_1/bidirectional_1_2/backward_simple_rnn_26_1/Max"}, %arg2: tensor<i32>, %arg3: tensor<!tf_type.variant<tensor<3x3xf32>>>, %arg4: tensor<3x3xf32>, %arg5: tensor<!tf_type.variant<tensor<3x8xf32>>> {tf._user_specified_name = "functional_2_1/bidirectional_1_2/backward_simple_rnn_26_1/TensorArrayUnstack/TensorListFromTensor"}, %arg6: tensor<8x3xf32> {tf._user_specified_name = "resource"}, %arg7: tensor<3xf32> {tf._user_specified_name = "resource"}, %arg8: tensor<3x3xf32> {tf._user_specified_name = "resource"}) -> (tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<3x3xf32>>>, tensor<3x3xf32>, tensor<!tf_type.variant<tensor<3x8xf32>>>, tensor<8x3xf32>, tensor<3xf32>, tensor<3x3xf32>) attributes {tf._construction_context = "kEagerRuntime", tf.signature.is_stateful} {
    %cst = "tf.Const"() <{value = dense<[3, 8]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_0 = "tf.Const"() <{value = dense<0> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %cst_1 = "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %0 = "tf.AddV2"(%arg0, %cst_1) {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %1 = "tf.AddV2"(%arg2, %cst_1) {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %2 = "tf.Identity"(%arg7) {device = ""} : (tensor<3xf32>) -> tensor<3xf32>
    %3 = "tf.Identity"(%arg8) {device = ""} : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %4 = "tf.MatMul"(%arg4, %3) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %5 = "tf.Identity"(%arg6) {device = ""} : (tensor<8x3xf32>) -> tensor<8x3xf32>
    %6 = "tf.Identity"(%0) {device = ""} : (tensor<i32>) -> tensor<i32>
    %7 = "tf.Identity"(%arg1) {device = ""} : (tensor<i32>) -> tensor<i32>
    %8 = "tf.Identity"(%1) {device = ""} : (tensor<i32>) -> tensor<i32>
    %9 = "tf.TensorListGetItem"(%arg5, %arg2, %cst) {device = ""} : (tensor<!tf_type.variant<tensor<3x8xf32>>>, tensor<i32>, tensor<2xi32>) -> tensor<3x8xf32>
    %10 = "tf.MatMul"(%9, %5) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<3x8xf32>, tensor<8x3xf32>) -> tensor<3x3xf32>
    %11 = "tf.BiasAdd"(%10, %2) <{data_format = "NHWC"}> {device = ""} : (tensor<3x3xf32>, tensor<3xf32>) -> tensor<3x3xf32>
    %12 = "tf.AddV2"(%11, %4) {device = ""} : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %13 = "tf.Tanh"(%12) {device = ""} : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %14 = "tf.Identity"(%13) {device = ""} : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %15 = "tf.TensorListSetItem"(%arg3, %cst_0, %13) <{resize_if_index_out_of_bounds = false}> {device = ""} : (tensor<!tf_type.variant<tensor<3x3xf32>>>, tensor<i32>, tensor<3x3xf32>) -> tensor<!tf_type.variant<tensor<3x3xf32>>>
    %16 = "tf.Identity"(%15) {device = ""} : (tensor<!tf_type.variant<tensor<3x3xf32>>>) -> tensor<!tf_type.variant<tensor<3x3xf32>>>
    return %6, %7, %8, %16, %14, %arg5, %arg6, %arg7, %arg8 : tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<3x3xf32>>>, tensor<3x3xf32>, tensor<!tf_type.variant<tensor<3x8xf32>>>, tensor<8x3xf32>, tensor<3xf32>, tensor<3x3xf32>
  }
  func.func private @functional_2_1_bidirectional_1_2_backward_simple_rnn_26_1_while_cond_frozen_55920(%arg0: tensor<i32> {tf._user_specified_name = "functional_2_1/bidirectional_1_2/backward_simple_rnn_26_1/while/loop_counter"}, %arg1: tensor<i32> {tf._user_specified_name = "functional_2_1/bidirectional_1_2/backward_simple_rnn_26_1/Max"}, %arg2: tensor<i32>, %arg3: tensor<!tf_type.variant<tensor<3x3xf32>>>, %arg4: tensor<3x3xf32>, %arg5: tensor<!tf_type.variant<tensor<3x8xf32>>>, %arg6: tensor<8x3xf32>, %arg7: tensor<3xf32>, %arg8: tensor<3x3xf32>) -> tensor<i1> attributes {tf._construction_context = "kEagerRuntime"} {
    %cst = "tf.Const"() <{value = dense<5> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %0 = "tf.Less"(%arg0, %arg1) {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1 = "tf.Less"(%arg2, %cst) {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2 = "tf.LogicalAnd"(%0, %1) {device = ""} : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %3 = "tf.Identity"(%2) {device = ""} : (tensor<i1>) -> tensor<i1>
    return %3 : tensor<i1>
  }
  func.func private @functional_2_1_bidirectional_1_2_forward_simple_rnn_26_1_while_body_frozen_55910(%arg0: tensor<i32> {tf._user_specified_name = "functional_2_1/bidirectional_1_2/forward_simple_rnn_26_1/while/loop_counter"}, %arg1: tensor<i32> {tf._user_specified_name = "functional_2_1/bidirectional_1_2/forward_simple_rnn_26_1/Max"}, %arg2: tensor<i32>, %arg3: tensor<!tf_type.variant<tensor<3x3xf32>>>, %arg4: tensor<3x3xf32>, %arg5: tensor<!tf_type.variant<tensor<3x8xf32>>> {tf._user_specified_name = "functional_2_1/bidirectional_1_2/forward_simple_rnn_26_1/TensorArrayUnstack/TensorListFromTensor"}, %arg6: tensor<8x3xf32> {tf._user_specified_name = "resource"}, %arg7: tensor<3xf32> {tf._user_specified_name = "resource"}, %arg8: tensor<3x3xf32> {tf._user_specified_name = "resource"}) -> (tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<3x3xf32>>>, tensor<3x3xf32>, tensor<!tf_type.variant<tensor<3x8xf32>>>, tensor<8x3xf32>, tensor<3xf32>, tensor<3x3xf32>) attributes {tf._construction_context = "kEagerRuntime", tf.signature.is_stateful} {
    %cst = "tf.Const"() <{value = dense<[3, 8]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_0 = "tf.Const"() <{value = dense<0> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %cst_1 = "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %0 = "tf.AddV2"(%arg0, %cst_1) {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %1 = "tf.AddV2"(%arg2, %cst_1) {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %2 = "tf.Identity"(%arg7) {device = ""} : (tensor<3xf32>) -> tensor<3xf32>
    %3 = "tf.Identity"(%arg8) {device = ""} : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %4 = "tf.MatMul"(%arg4, %3) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %5 = "tf.Identity"(%arg6) {device = ""} : (tensor<8x3xf32>) -> tensor<8x3xf32>
    %6 = "tf.Identity"(%0) {device = ""} : (tensor<i32>) -> tensor<i32>
    %7 = "tf.Identity"(%arg1) {device = ""} : (tensor<i32>) -> tensor<i32>
    %8 = "tf.Identity"(%1) {device = ""} : (tensor<i32>) -> tensor<i32>
    %9 = "tf.TensorListGetItem"(%arg5, %arg2, %cst) {device = ""} : (tensor<!tf_type.variant<tensor<3x8xf32>>>, tensor<i32>, tensor<2xi32>) -> tensor<3x8xf32>
    %10 = "tf.MatMul"(%9, %5) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<3x8xf32>, tensor<8x3xf32>) -> tensor<3x3xf32>
    %11 = "tf.BiasAdd"(%10, %2) <{data_format = "NHWC"}> {device = ""} : (tensor<3x3xf32>, tensor<3xf32>) -> tensor<3x3xf32>
    %12 = "tf.AddV2"(%11, %4) {device = ""} : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %13 = "tf.Tanh"(%12) {device = ""} : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %14 = "tf.Identity"(%13) {device = ""} : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %15 = "tf.TensorListSetItem"(%arg3, %cst_0, %13) <{resize_if_index_out_of_bounds = false}> {device = ""} : (tensor<!tf_type.variant<tensor<3x3xf32>>>, tensor<i32>, tensor<3x3xf32>) -> tensor<!tf_type.variant<tensor<3x3xf32>>>
    %16 = "tf.Identity"(%15) {device = ""} : (tensor<!tf_type.variant<tensor<3x3xf32>>>) -> tensor<!tf_type.variant<tensor<3x3xf32>>>
    return %6, %7, %8, %16, %14, %arg5, %arg6, %arg7, %arg8 : tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<3x3xf32>>>, tensor<3x3xf32>, tensor<!tf_type.variant<tensor<3x8xf32>>>, tensor<8x3xf32>, tensor<3xf32>, tensor<3x3xf32>
  }
  func.func private @functional_2_1_bidirectional_1_2_forward_simple_rnn_26_1_while_cond_frozen_55900(%arg0: tensor<i32> {tf._user_specified_name = "functional_2_1/bidirectional_1_2/forward_simple_rnn_26_1/while/loop_counter"}, %arg1: tensor<i32> {tf._user_specified_name = "functional_2_1/bidirectional_1_2/forward_simple_rnn_26_1/Max"}, %arg2: tensor<i32>, %arg3: tensor<!tf_type.variant<tensor<3x3xf32>>>, %arg4: tensor<3x3xf32>, %arg5: tensor<!tf_type.variant<tensor<3x8xf32>>>, %arg6: tensor<8x3xf32>, %arg7: tensor<3xf32>, %arg8: tensor<3x3xf32>) -> tensor<i1> attributes {tf._construction_context = "kEagerRuntime"} {
    %cst = "tf.Const"() <{value = dense<5> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %0 = "tf.Less"(%arg0, %arg1) {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1 = "tf.Less"(%arg2, %cst) {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2 = "tf.LogicalAnd"(%0, %1) {device = ""} : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %3 = "tf.Identity"(%2) {device = ""} : (tensor<i1>) -> tensor<i1>
    return %3 : tensor<i1>
  }
}
