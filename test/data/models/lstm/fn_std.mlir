module attributes {tf.versions = {bad_consumers = [], min_consumer = 0 : i32, producer = 2474 : i32}} {
  func.func @__inference_pruned_382(%arg0: tensor<1x6x3xf32>) -> tensor<1x3xf32> attributes {allow_soft_placement = false, tf.entry_function = {control_outputs = "", inputs = "x", outputs = "identity_RetVal"}} {
    %cst = "tf.Const"() <{value = dense<6> : tensor<i32>}> : () -> tensor<i32>
    %cst_0 = "tf.Const"() <{value = dense<0.000000e+00> : tensor<1x5xf32>}> {device = ""} : () -> tensor<1x5xf32>
    %cst_1 = "tf.Const"() <{value = dense<[1, 0, 2]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_2 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_3 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_4 = "tf.Const"() <{value = dense<-1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_5 = "tf.Const"() <{value = dense<[[0.125689507, -0.117912225, 0.0908538624, 0.342275292, 0.266578913, 0.0955461487, -0.4197326, -0.360802263, 0.219514206, 0.206607208, 0.0566945635, -0.172337145, 0.343321532, -0.252682328, -0.00773012033, 0.220692247, 0.212909952, 0.0578613095, -0.0649980679, -0.226210669], [0.124929115, 0.0930319353, 0.205045477, -0.312063307, -0.215698808, -0.375980943, -0.37525171, 0.0228605457, 0.18312937, 0.0554629117, 0.176107287, -2.623870e-01, 0.218156099, -0.0333099589, 0.0945934057, -0.426453948, -0.0909766629, 0.184870347, -0.0848710164, 0.285383642], [0.0212593339, 0.188857257, -0.0366070084, 0.113245264, -0.306054235, 0.0849940926, -0.456196934, -0.0958239585, -0.537805378, 0.0583915599, -0.0700150952, -0.0752127618, -0.108255558, 0.185951039, 0.404355586, 0.138871178, -0.213025108, -0.15154402, -0.0985296368, -0.145543888], [0.110011332, -0.0108510097, 0.0235283095, -0.197248906, 0.076259464, -0.276460886, 0.0232963823, -0.323577642, 0.0389479659, 0.148590326, -0.322448581, 0.167023346, 0.0305199232, 0.0613016039, 0.00837001763, 0.0421059206, 0.205693886, -6.766100e-01, -0.155461743, 0.273038477], [0.177783936, -0.375655472, -0.0201171637, 0.267552584, -0.343750328, 2.330940e-01, 0.257956922, -0.0671965927, 0.20741564, 0.34088552, -0.194031641, -0.0441934206, 0.00968975201, -0.11944665, 0.133798376, -0.0962914228, -0.436219156, 0.01293159, -0.193214506, 0.208770543]]> : tensor<5x20xf32>}> {device = ""} : () -> tensor<5x20xf32>
    %cst_6 = "tf.Const"() <{value = dense<[[-0.181030154, -0.310003698, -0.224718601, 0.187317312, 0.164488852, -0.162467539, -0.176306933, -0.045586288, -0.289337814, -0.181836784, 0.413507044, -0.452316403, -0.239819229, -0.397529542, -0.354743063, 0.389405668, -0.440229714, 0.231519401, -0.35058403, 0.370334327], [-0.218800187, 0.406826794, -0.198692858, -0.376389712, -0.197557092, 0.0149160028, -0.216360837, 0.113171756, -0.380418241, 0.219366789, -0.0753531455, 0.299759626, 0.244322538, -0.510732472, 0.096686244, 0.110721231, 0.306515396, -0.489309043, -0.326127589, -0.202331811], [-0.25265789, -0.16113168, 0.395872831, -0.386128783, -0.0582600832, -0.262353122, 0.306112945, -0.49911204, -0.467529178, -0.358437419, 0.315456808, 0.112756431, 0.158962905, 0.154413819, 0.0924308896, -0.353452265, 0.134584248, -0.231451571, 0.00194936991, -0.191990823]]> : tensor<3x20xf32>}> {device = ""} : () -> tensor<3x20xf32>
    %cst_7 = "tf.Const"() <{value = dense<[0.0118216248, 0.450463682, -0.355840385, 0.448649436, -0.188168541, -0.0766735524, 0.327702582, -0.0908008665, 0.0495936871, -0.472440898, 0.253513098, 0.0381433144, -0.170268282, 0.288428694, -0.196805164, -0.0465021096, -0.365958303, -0.0968870148, -0.29654476, -0.237686664]> : tensor<20xf32>}> {device = ""} : () -> tensor<20xf32>
    %cst_8 = "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %cst_9 = "tf.Const"() <{value = dense<[1, 5]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_10 = "tf.Const"() <{value = dense<[1, 3]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_11 = "tf.Const"() <{value = dense<0> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %cst_12 = "tf.Const"() <{value = dense<[[0.0271661282, -0.330714285, 0.586999595], [-0.681385576, -0.181986332, -0.542628825], [-0.0016105175, 0.843044579, 0.0939784049], [-0.108326912, 0.486625612, 0.135715783], [0.0158600807, -0.0479064584, -0.615543962]]> : tensor<5x3xf32>}> {device = ""} : () -> tensor<5x3xf32>
    %cst_13 = "tf.Const"() <{value = dense<[0.0118216248, 0.450463682, -0.355840385]> : tensor<3xf32>}> {device = ""} : () -> tensor<3xf32>
    %0 = "tf.Identity"(%cst_13) {_has_manual_control_dependencies = true, device = ""} : (tensor<3xf32>) -> tensor<3xf32>
    %1 = "tf.Identity"(%cst_12) {_has_manual_control_dependencies = true, device = ""} : (tensor<5x3xf32>) -> tensor<5x3xf32>
    %2 = "tf.TensorListReserve"(%cst_9, %cst_8) {device = ""} : (tensor<2xi32>, tensor<i32>) -> tensor<!tf_type.variant<tensor<1x5xf32>>>
    %3 = "tf.Transpose"(%arg0, %cst_1) {device = ""} : (tensor<1x6x3xf32>, tensor<3xi32>) -> tensor<6x1x3xf32>
    %4 = "tf.TensorListFromTensor"(%3, %cst_10) {device = ""} : (tensor<6x1x3xf32>, tensor<2xi32>) -> tensor<!tf_type.variant<tensor<1x3xf32>>>
    %5:10 = "tf.While"(%cst_11, %cst, %cst_11, %2, %cst_0, %cst_0, %4, %cst_6, %cst_5, %cst_7) <{body = @functional_1_lstm_1_while_body_frozen_2480, cond = @functional_1_lstm_1_while_cond_frozen_2470, is_stateless = false, parallel_iterations = 32 : i64, shape_invariant}> {_has_manual_control_dependencies = true, _lower_using_switch_merge = false, _num_original_outputs = 10 : i64, _read_only_resource_inputs = [7, 8, 9], device = ""} : (tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<1x5xf32>>>, tensor<1x5xf32>, tensor<1x5xf32>, tensor<!tf_type.variant<tensor<1x3xf32>>>, tensor<3x20xf32>, tensor<5x20xf32>, tensor<20xf32>) -> (tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<1x5xf32>>>, tensor<1x5xf32>, tensor<1x5xf32>, tensor<!tf_type.variant<tensor<1x3xf32>>>, tensor<3x20xf32>, tensor<5x20xf32>, tensor<20xf32>)
    %6 = "tf.TensorListStack"(%5#3, %cst_9) <{num_elements = 1 : i64}> {device = ""} : (tensor<!tf_type.variant<tensor<1x5xf32>>>, tensor<2xi32>) -> tensor<1x1x5xf32>
    %7 = "tf.StridedSlice"(%6, %cst_4, %cst_3, %cst_2) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 1 : i64}> {device = ""} : (tensor<1x1x5xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1x5xf32>
    %8 = "tf.MatMul"(%7, %1) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<1x5xf32>, tensor<5x3xf32>) -> tensor<1x3xf32>
    %9 = "tf.BiasAdd"(%8, %0) <{data_format = "NHWC"}> {device = ""} : (tensor<1x3xf32>, tensor<3xf32>) -> tensor<1x3xf32>
    %10 = "tf.Softmax"(%9) {device = ""} : (tensor<1x3xf32>) -> tensor<1x3xf32>
    %11 = "tf.Identity"(%10) {device = ""} : (tensor<1x3xf32>) -> tensor<1x3xf32>
    return %11 : tensor<1x3xf32>
  }
  func.func private @functional_1_lstm_1_while_body_frozen_2480(%arg0: tensor<i32> {tf._user_specified_name = "functional_1/lstm_1/while/loop_counter"}, %arg1: tensor<i32> {tf._user_specified_name = "functional_1/lstm_1/Max"}, %arg2: tensor<i32>, %arg3: tensor<!tf_type.variant<tensor<1x5xf32>>>, %arg4: tensor<1x5xf32>, %arg5: tensor<1x5xf32>, %arg6: tensor<!tf_type.variant<tensor<1x3xf32>>> {tf._user_specified_name = "functional_1/lstm_1/TensorArrayUnstack/TensorListFromTensor"}, %arg7: tensor<3x20xf32> {tf._user_specified_name = "resource"}, %arg8: tensor<5x20xf32> {tf._user_specified_name = "resource"}, %arg9: tensor<20xf32> {tf._user_specified_name = "resource"}) -> (tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<1x5xf32>>>, tensor<1x5xf32>, tensor<1x5xf32>, tensor<!tf_type.variant<tensor<1x3xf32>>>, tensor<3x20xf32>, tensor<5x20xf32>, tensor<20xf32>) attributes {tf._construction_context = "kEagerRuntime", tf.signature.is_stateful} {
    %cst = "tf.Const"() <{value = dense<[1, 3]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_0 = "tf.Const"() <{value = dense<0> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %cst_1 = "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %0 = "tf.AddV2"(%arg0, %cst_1) {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %1 = "tf.Identity"(%arg9) {device = ""} : (tensor<20xf32>) -> tensor<20xf32>
    %2 = "tf.Identity"(%arg8) {device = ""} : (tensor<5x20xf32>) -> tensor<5x20xf32>
    %3 = "tf.Identity"(%arg7) {device = ""} : (tensor<3x20xf32>) -> tensor<3x20xf32>
    %4 = "tf.Identity"(%0) {device = ""} : (tensor<i32>) -> tensor<i32>
    %5 = "tf.Identity"(%arg1) {device = ""} : (tensor<i32>) -> tensor<i32>
    %6 = "tf.AddV2"(%arg2, %cst_1) {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %7 = "tf.Identity"(%6) {device = ""} : (tensor<i32>) -> tensor<i32>
    %8 = "tf.MatMul"(%arg4, %2) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<1x5xf32>, tensor<5x20xf32>) -> tensor<1x20xf32>
    %9 = "tf.Squeeze"(%8) <{squeeze_dims = []}> {device = ""} : (tensor<1x20xf32>) -> tensor<20xf32>
    %10 = "tf.TensorListGetItem"(%arg6, %arg2, %cst) {device = ""} : (tensor<!tf_type.variant<tensor<1x3xf32>>>, tensor<i32>, tensor<2xi32>) -> tensor<1x3xf32>
    %11 = "tf.MatMul"(%10, %3) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<1x3xf32>, tensor<3x20xf32>) -> tensor<1x20xf32>
    %12 = "tf.BiasAdd"(%11, %9) <{data_format = "NHWC"}> {device = ""} : (tensor<1x20xf32>, tensor<20xf32>) -> tensor<1x20xf32>
    %13 = "tf.BiasAdd"(%12, %1) <{data_format = "NHWC"}> {device = ""} : (tensor<1x20xf32>, tensor<20xf32>) -> tensor<1x20xf32>
    %14:4 = "tf.Split"(%cst_1, %13) {device = ""} : (tensor<i32>, tensor<1x20xf32>) -> (tensor<1x5xf32>, tensor<1x5xf32>, tensor<1x5xf32>, tensor<1x5xf32>)
    %15 = "tf.Sigmoid"(%14#0) {device = ""} : (tensor<1x5xf32>) -> tensor<1x5xf32>
    %16 = "tf.Sigmoid"(%14#1) {device = ""} : (tensor<1x5xf32>) -> tensor<1x5xf32>
    %17 = "tf.Mul"(%16, %arg5) {device = ""} : (tensor<1x5xf32>, tensor<1x5xf32>) -> tensor<1x5xf32>
    %18 = "tf.Sigmoid"(%14#3) {device = ""} : (tensor<1x5xf32>) -> tensor<1x5xf32>
    %19 = "tf.Tanh"(%14#2) {device = ""} : (tensor<1x5xf32>) -> tensor<1x5xf32>
    %20 = "tf.Mul"(%15, %19) {device = ""} : (tensor<1x5xf32>, tensor<1x5xf32>) -> tensor<1x5xf32>
    %21 = "tf.AddV2"(%17, %20) {device = ""} : (tensor<1x5xf32>, tensor<1x5xf32>) -> tensor<1x5xf32>
    %22 = "tf.Identity"(%21) {device = ""} : (tensor<1x5xf32>) -> tensor<1x5xf32>
    %23 = "tf.Tanh"(%21) {device = ""} : (tensor<1x5xf32>) -> tensor<1x5xf32>
    %24 = "tf.Mul"(%18, %23) {device = ""} : (tensor<1x5xf32>, tensor<1x5xf32>) -> tensor<1x5xf32>
    %25 = "tf.Identity"(%24) {device = ""} : (tensor<1x5xf32>) -> tensor<1x5xf32>
    %26 = "tf.TensorListSetItem"(%arg3, %cst_0, %24) <{resize_if_index_out_of_bounds = false}> {device = ""} : (tensor<!tf_type.variant<tensor<1x5xf32>>>, tensor<i32>, tensor<1x5xf32>) -> tensor<!tf_type.variant<tensor<1x5xf32>>>
    %27 = "tf.Identity"(%26) {device = ""} : (tensor<!tf_type.variant<tensor<1x5xf32>>>) -> tensor<!tf_type.variant<tensor<1x5xf32>>>
    return %4, %5, %7, %27, %25, %22, %arg6, %arg7, %arg8, %arg9 : tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<1x5xf32>>>, tensor<1x5xf32>, tensor<1x5xf32>, tensor<!tf_type.variant<tensor<1x3xf32>>>, tensor<3x20xf32>, tensor<5x20xf32>, tensor<20xf32>
  }
  func.func private @functional_1_lstm_1_while_cond_frozen_2470(%arg0: tensor<i32> {tf._user_specified_name = "functional_1/lstm_1/while/loop_counter"}, %arg1: tensor<i32> {tf._user_specified_name = "functional_1/lstm_1/Max"}, %arg2: tensor<i32>, %arg3: tensor<!tf_type.variant<tensor<1x5xf32>>>, %arg4: tensor<1x5xf32>, %arg5: tensor<1x5xf32>, %arg6: tensor<!tf_type.variant<tensor<1x3xf32>>>, %arg7: tensor<3x20xf32>, %arg8: tensor<5x20xf32>, %arg9: tensor<20xf32>) -> tensor<i1> attributes {tf._construction_context = "kEagerRuntime"} {
    %cst = "tf.Const"() <{value = dense<6> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %0 = "tf.Less"(%arg0, %arg1) {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1 = "tf.Less"(%arg2, %cst) {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2 = "tf.LogicalAnd"(%0, %1) {device = ""} : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %3 = "tf.Identity"(%2) {device = ""} : (tensor<i1>) -> tensor<i1>
    return %3 : tensor<i1>
  }
}
