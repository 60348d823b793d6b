module attributes {tf.versions = {bad_consumers = [], min_consumer = 0 : i32, producer = 2474 : i32}} {
  func.func @__inference_pruned_2454(%arg0: tensor<1x5x3xf32>) -> tensor<1x2xf32> attributes {allow_soft_placement = false, tf.entry_function = {control_outputs = "", inputs = "x", outputs = "identity_RetVal"}} {
    %cst = "tf.Const"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %cst_0 = "tf.Const"() <{value = dense<0.000000e+00> : tensor<1x3xf32>}> {device = ""} : () -> tensor<1x3xf32>
    %cst_1 = "tf.Const"() <{value = dense<-1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_2 = "tf.Const"() <{value = dense<[[-0.41384244, -0.0804674252, -0.245876417, -0.0174577143, -0.689654946, 0.163522601, 0.414518893, 0.260609537, -0.124537684, 0.0178288165, 0.0483346842, 0.035052482], [0.364478856, 0.272691816, 0.0539905205, -0.499404639, -0.327723861, 0.102929235, -0.126586944, -0.11434821, -0.27019912, -0.378041536, 0.088685356, -0.411812186], [0.103829853, -0.0548520535, -0.371651858, -0.249518573, 0.203839153, -0.451993197, 0.0995391905, 6.116080e-01, 0.275966674, -0.259759903, -0.0094927093, -0.110826164]]> : tensor<3x12xf32>}> {device = ""} : () -> tensor<3x12xf32>
    %cst_3 = "tf.Const"() <{value = dense<[[0.190647721, -0.239876628, 0.543449283, 0.301837504, -0.0997242629, 0.427923262, 0.0356059074, -0.252804101, -0.146748066, -0.0439585447, 0.340460122, -0.444973528], [-0.228188545, 0.329527915, 0.255194247, 0.46239078, 0.00531971455, -0.281547248, -0.236250609, -0.280760616, -0.0870063602, -0.193201602, 0.081122756, 0.391313791], [0.294332922, 0.134056807, 0.474409461, -0.417323261, -0.292196393, 0.0127680302, 0.164187193, 0.541977525, -0.546659052, 0.0478296876, 0.0964876413, 0.10930115], [-0.0256166458, 0.3135342, -0.481665164, -0.214531064, -0.521360517, 0.471133947, -0.447663486, -0.0212701559, -0.499931574, -0.273877621, 0.537980199, 0.391896069], [4.348120e-01, -0.23615697, -0.37745446, 0.295177579, 0.384942591, 0.222740829, 5.419450e-01, 0.230314076, 3.651960e-01, -0.509140074, -0.235947251, 0.191943765], [0.492761254, 0.022415936, -0.069904387, -0.0469292402, -0.214271456, 0.343051791, -0.12294215, -0.362747431, -0.308028787, -0.115368068, -0.078407973, -0.437387079], [-0.294596314, 0.363190651, -0.308422267, 0.216613293, 0.46962297, 0.433875978, -0.481143057, -0.312391698, -0.514842808, 0.383424222, 0.53605926, -0.336633682], [-0.496929377, 0.125515521, -0.44358629, -0.0286269188, -0.509136915, 0.199451506, 0.257362664, -0.236785084, 0.167168617, -0.134728551, -0.00726038218, 0.30456394]]> : tensor<8x12xf32>}> {device = ""} : () -> tensor<8x12xf32>
    %cst_4 = "tf.Const"() <{value = dense<[0.0118216248, 0.450463682, -0.355840385, 0.448649436, -0.188168541, -0.0766735524, 0.327702582, -0.0908008665, 0.0495936871, -0.472440898, 0.253513098, 0.0381433144]> : tensor<12xf32>}> {device = ""} : () -> tensor<12xf32>
    %cst_5 = "tf.Const"() <{value = dense<[1, 8]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_6 = "tf.Const"() <{value = dense<[[0.762991667, -0.884041905], [-0.74585557, 0.259280682], [-0.0752828121, -0.158852875]]> : tensor<3x2xf32>}> {device = ""} : () -> tensor<3x2xf32>
    %cst_7 = "tf.Const"() <{value = dense<[0.0118216248, 0.450463682]> : tensor<2xf32>}> {device = ""} : () -> tensor<2xf32>
    %cst_8 = "tf.Const"() <{value = dense<[[2.771790e-01, -0.312584877, 0.077992551, -0.0936829447, -0.148815975, -0.0540161505, 3.699040e-02, 0.0671842843, -0.187072724, -0.299873024, 0.553637266, 0.527190208, -0.159278572, -0.183882028, 0.00556535367, -0.105263948], [0.199874565, -0.128926486, 0.325325727, -7.176380e-01, -0.227739245, -3.844480e-02, 0.020308489, 0.116862521, 0.240240663, 0.326293409, -0.00836982578, -0.221986771, -0.0110099046, -0.0491937734, 0.0262061208, -0.195998013], [0.0751026347, 0.121604703, -0.06129485, 0.219459414, -0.297312438, 0.264345169, -0.0259379279, 0.631999731, -0.00887463242, 0.15407376, -0.252179354, 0.223288655, 0.25215891, -3.353130e-01, 0.189175099, -0.142151892], [0.151893139, -0.193010584, -0.174164072, 0.295841575, -0.435209334, 0.22528182, -0.0203289874, -0.0496407412, -0.0667988658, 0.227856785, 0.177455008, -0.368376195, -0.198262632, -0.0755094886, -0.55695349, 0.00207907148]]> : tensor<4x16xf32>}> {device = ""} : () -> tensor<4x16xf32>
    %cst_9 = "tf.Const"() <{value = dense<[[-0.173228621, 0.266268253, -0.077533096, -0.0993978977, 0.134052575, -0.522567332, 0.297237396, -0.149333328, 0.438619792, -0.443640828, -0.432176054, -0.0585746765, -0.358193159, -0.212825894, 0.167843699, 0.396980703], [-0.37776798, -0.0537807941, -0.451689959, -0.167766392, -0.486070216, 0.206798315, 0.555025518, 0.164194226, -0.436774254, 0.224071085, -0.441570878, 0.0419623256, 0.102819502, 0.47699517, 0.132623136, -0.539851248], [-0.418745816, -0.410333216, -0.0429221392, 0.141899884, -0.365753502, 0.288796365, -0.446579158, 0.240923584, -0.316901863, -0.560100913, 0.461330831, 0.504197538, 0.178983569, -0.406165779, 0.289806724, -0.103138089]]> : tensor<3x16xf32>}> {device = ""} : () -> tensor<3x16xf32>
    %cst_10 = "tf.Const"() <{value = dense<-1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %cst_11 = "tf.Const"() <{value = dense<0.000000e+00> : tensor<1x4xf32>}> {device = ""} : () -> tensor<1x4xf32>
    %cst_12 = "tf.Const"() <{value = dense<[1, 0, 2]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_13 = "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %cst_14 = "tf.Const"() <{value = dense<[[-0.0507317781, -0.0757086128, -0.3557702, -0.173824802, -0.416959912, -0.370587707, 0.0896882414, 0.276533484, 0.0273990687, -0.0442579612, 0.292127132, 0.0106950672, 0.242743567, 0.330005437, -0.39224419, 0.171334773], [-0.449758559, -0.5091784, -0.0830189735, 0.124687307, 0.185034186, 0.132171616, 0.076188691, 0.237343267, 0.172536686, -0.0701851621, -0.05150114, -0.470447868, -0.250043511, 0.125925019, 0.0672009289, 0.246188343], [0.25678426, -0.0585328229, 0.0508167706, 0.00651540235, 0.0732670203, 0.0983769968, 0.276835024, -0.328590482, 0.224914476, 0.450496912, 0.583787203, -7.763910e-02, -2.654800e-01, 0.235385746, 0.0344205536, 0.030254472], [-0.177839473, 0.0533514209, 0.297011614, -0.211897284, -0.181515247, 0.0300977826, -0.060612686, -0.428623438, 0.172155187, 0.0681785941, -0.0349378027, -0.361084163, 0.224060506, -0.385527134, -0.408011854, 0.282787561]]> : tensor<4x16xf32>}> {device = ""} : () -> tensor<4x16xf32>
    %cst_15 = "tf.Const"() <{value = dense<[[-0.0827498733, -0.244820923, 0.291690111, 0.469614327, 0.555582464, -0.518103957, -0.408505201, 0.296062112, 4.667340e-01, -0.074311167, 0.491371095, -0.189059258, -0.061229229, -0.242717981, -0.263264149, -0.37963286], [0.283766687, -0.445639431, -0.0676254332, -0.344088078, 0.00457030535, -0.37099719, 0.533856809, 0.2364586, 0.290120363, -0.535733938, -0.0399982929, -0.561719656, 0.119347334, 0.429628611, 0.118605256, -0.139524281], [-0.0226960182, 0.433095872, -0.172298133, 0.253488481, 6.483930e-02, -0.32695365, 0.342731774, -0.507528782, -0.536711812, -0.0569350719, -0.159923881, -0.331095785, 0.117673278, 0.320392787, 0.343373537, -0.0211853981]]> : tensor<3x16xf32>}> {device = ""} : () -> tensor<3x16xf32>
    %cst_16 = "tf.Const"() <{value = dense<[0.0118216248, 0.450463682, -0.355840385, 0.448649436, -0.188168541, -0.0766735524, 0.327702582, -0.0908008665, 0.0495936871, -0.472440898, 0.253513098, 0.0381433144, -0.170268282, 0.288428694, -0.196805164, -0.0465021096]> : tensor<16xf32>}> {device = ""} : () -> tensor<16xf32>
    %cst_17 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_18 = "tf.Const"() <{value = dense<0> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %cst_19 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_20 = "tf.Const"() <{value = dense<[1, 3]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_21 = "tf.Const"() <{value = dense<[1, 4]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %0 = "tf.TensorListReserve"(%cst_21, %cst) {device = ""} : (tensor<2xi32>, tensor<i32>) -> tensor<!tf_type.variant<tensor<1x4xf32>>>
    %1 = "tf.Identity"(%cst_7) {_has_manual_control_dependencies = true, device = ""} : (tensor<2xf32>) -> tensor<2xf32>
    %2 = "tf.Identity"(%cst_6) {_has_manual_control_dependencies = true, device = ""} : (tensor<3x2xf32>) -> tensor<3x2xf32>
    %3 = "tf.TensorListReserve"(%cst_20, %cst_13) {device = ""} : (tensor<2xi32>, tensor<i32>) -> tensor<!tf_type.variant<tensor<1x3xf32>>>
    %4 = "tf.Transpose"(%arg0, %cst_12) {device = ""} : (tensor<1x5x3xf32>, tensor<3xi32>) -> tensor<5x1x3xf32>
    %5 = "tf.ReverseV2"(%4, %cst_19) {device = ""} : (tensor<5x1x3xf32>, tensor<1xi32>) -> tensor<5x1x3xf32>
    %6 = "tf.TensorListFromTensor"(%5, %cst_20) {device = ""} : (tensor<5x1x3xf32>, tensor<2xi32>) -> tensor<!tf_type.variant<tensor<1x3xf32>>>
    %7:10 = "tf.While"(%cst_18, %cst, %cst_18, %0, %cst_11, %cst_11, %6, %cst_15, %cst_14, %cst_16) <{body = @functional_2_1_bidirectional_1_backward_lstm_1_1_while_body_frozen_20840, cond = @functional_2_1_bidirectional_1_backward_lstm_1_1_while_cond_frozen_20830, is_stateless = false, parallel_iterations = 32 : i64, shape_invariant}> {_has_manual_control_dependencies = true, _lower_using_switch_merge = false, _num_original_outputs = 10 : i64, _read_only_resource_inputs = [7, 8, 9], device = ""} : (tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<1x4xf32>>>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<!tf_type.variant<tensor<1x3xf32>>>, tensor<3x16xf32>, tensor<4x16xf32>, tensor<16xf32>) -> (tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<1x4xf32>>>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<!tf_type.variant<tensor<1x3xf32>>>, tensor<3x16xf32>, tensor<4x16xf32>, tensor<16xf32>)
    %8 = "tf.TensorListStack"(%7#3, %cst_21) <{num_elements = 5 : i64}> {device = ""} : (tensor<!tf_type.variant<tensor<1x4xf32>>>, tensor<2xi32>) -> tensor<5x1x4xf32>
    %9 = "tf.Transpose"(%8, %cst_12) {device = ""} : (tensor<5x1x4xf32>, tensor<3xi32>) -> tensor<1x5x4xf32>
    %10 = "tf.ReverseV2"(%9, %cst_17) {device = ""} : (tensor<1x5x4xf32>, tensor<1xi32>) -> tensor<1x5x4xf32>
    %11 = "tf.TensorListFromTensor"(%4, %cst_20) {device = ""} : (tensor<5x1x3xf32>, tensor<2xi32>) -> tensor<!tf_type.variant<tensor<1x3xf32>>>
    %12:10 = "tf.While"(%cst_18, %cst, %cst_18, %0, %cst_11, %cst_11, %11, %cst_9, %cst_8, %cst_16) <{body = @functional_2_1_bidirectional_1_forward_lstm_1_1_while_body_frozen_20820, cond = @functional_2_1_bidirectional_1_forward_lstm_1_1_while_cond_frozen_20810, is_stateless = false, parallel_iterations = 32 : i64, shape_invariant}> {_has_manual_control_dependencies = true, _lower_using_switch_merge = false, _num_original_outputs = 10 : i64, _read_only_resource_inputs = [7, 8, 9], device = ""} : (tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<1x4xf32>>>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<!tf_type.variant<tensor<1x3xf32>>>, tensor<3x16xf32>, tensor<4x16xf32>, tensor<16xf32>) -> (tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<1x4xf32>>>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<!tf_type.variant<tensor<1x3xf32>>>, tensor<3x16xf32>, tensor<4x16xf32>, tensor<16xf32>)
    %13 = "tf.TensorListStack"(%12#3, %cst_21) <{num_elements = 5 : i64}> {device = ""} : (tensor<!tf_type.variant<tensor<1x4xf32>>>, tensor<2xi32>) -> tensor<5x1x4xf32>
    %14 = "tf.Transpose"(%13, %cst_12) {device = ""} : (tensor<5x1x4xf32>, tensor<3xi32>) -> tensor<1x5x4xf32>
    %15 = "tf.ConcatV2"(%14, %10, %cst_10) {device = ""} : (tensor<1x5x4xf32>, tensor<1x5x4xf32>, tensor<i32>) -> tensor<1x5x8xf32>
    %16 = "tf.Transpose"(%15, %cst_12) {device = ""} : (tensor<1x5x8xf32>, tensor<3xi32>) -> tensor<5x1x8xf32>
    %17 = "tf.TensorListFromTensor"(%16, %cst_5) {device = ""} : (tensor<5x1x8xf32>, tensor<2xi32>) -> tensor<!tf_type.variant<tensor<1x8xf32>>>
    %18:10 = "tf.While"(%cst_18, %cst, %cst_18, %3, %cst_0, %cst_0, %17, %cst_3, %cst_2, %cst_4) <{body = @functional_2_1_lstm_2_1_while_body_frozen_20860, cond = @functional_2_1_lstm_2_1_while_cond_frozen_20850, is_stateless = false, parallel_iterations = 32 : i64, shape_invariant}> {_has_manual_control_dependencies = true, _lower_using_switch_merge = false, _num_original_outputs = 10 : i64, _read_only_resource_inputs = [7, 8, 9], device = ""} : (tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<1x3xf32>>>, tensor<1x3xf32>, tensor<1x3xf32>, tensor<!tf_type.variant<tensor<1x8xf32>>>, tensor<8x12xf32>, tensor<3x12xf32>, tensor<12xf32>) -> (tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<1x3xf32>>>, tensor<1x3xf32>, tensor<1x3xf32>, tensor<!tf_type.variant<tensor<1x8xf32>>>, tensor<8x12xf32>, tensor<3x12xf32>, tensor<12xf32>)
    %19 = "tf.TensorListStack"(%18#3, %cst_20) <{num_elements = 1 : i64}> {device = ""} : (tensor<!tf_type.variant<tensor<1x3xf32>>>, tensor<2xi32>) -> tensor<1x1x3xf32>
    %20 = "tf.StridedSlice"(%19, %cst_1, %cst_19, %cst_17) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 1 : i64}> {device = ""} : (tensor<1x1x3xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1x3xf32>
    %21 = "tf.MatMul"(%20, %2) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<1x3xf32>, tensor<3x2xf32>) -> tensor<1x2xf32>
    %22 = "tf.BiasAdd"(%21, %1) <{data_format = "NHWC"}> {device = ""} : (tensor<1x2xf32>, tensor<2xf32>) -> tensor<1x2xf32>
    %23 = "tf.Softmax"(%22) {device = ""} : (tensor<1x2xf32>) -> tensor<1x2xf32>
    %24 = "tf.Identity"(%23) {device = ""} : (tensor<1x2xf32>) -> tensor<1x2xf32>
    return %24 : tensor<1x2xf32>
  }
  func.func private @functional_2_1_bidirectional_1_backward_lstm_1_1_while_body_frozen_20840(%arg0: tensor<i32> {tf._user_specified_name = "functional_2_1/bidirectional_1/backward_lstm_1_1/while/loop_counter"}, %arg1: tensor<i32> {tf._user_specified_name = "functional_2_1/bidirectional_1/backward_lstm_1_1/Max"}, %arg2: tensor<i32>, %arg3: tensor<!tf_type.variant<tensor<1x4xf32>>>, %arg4: tensor<1x4xf32>, %arg5: tensor<1x4xf32>, %arg6: tensor<!tf_type.variant<tensor<1x3xf32>>> {tf._user_specified_name = "functional_2_1/bidirectional_1/backward_lstm_1_1/TensorArrayUnstack/TensorListFromTensor"}, %arg7: tensor<3x16xf32> {tf._user_specified_name = "resource"}, %arg8: tensor<4x16xf32> {tf._user_specified_name = "resource"}, %arg9: tensor<16xf32> {tf._user_specified_name = "resource"}) -> (tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<1x4xf32>>>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<!tf_type.variant<tensor<1x3xf32>>>, tensor<3x16xf32>, tensor<4x16xf32>, tensor<16xf32>) attributes {tf._construction_context = "kEagerRuntime", tf.signature.is_stateful} {
    %cst = "tf.Const"() <{value = dense<[1, 3]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_0 = "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %0 = "tf.AddV2"(%arg0, %cst_0) {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %1 = "tf.Identity"(%arg9) {device = ""} : (tensor<16xf32>) -> tensor<16xf32>
    %2 = "tf.Identity"(%arg8) {device = ""} : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %3 = "tf.Identity"(%arg7) {device = ""} : (tensor<3x16xf32>) -> tensor<3x16xf32>
    %4 = "tf.Identity"(%0) {device = ""} : (tensor<i32>) -> tensor<i32>
    %5 = "tf.Identity"(%arg1) {device = ""} : (tensor<i32>) -> tensor<i32>
    %6 = "tf.AddV2"(%arg2, %cst_0) {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %7 = "tf.Identity"(%6) {device = ""} : (tensor<i32>) -> tensor<i32>
    %8 = "tf.MatMul"(%arg4, %2) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<1x4xf32>, tensor<4x16xf32>) -> tensor<1x16xf32>
    %9 = "tf.Squeeze"(%8) <{squeeze_dims = []}> {device = ""} : (tensor<1x16xf32>) -> tensor<16xf32>
    %10 = "tf.TensorListGetItem"(%arg6, %arg2, %cst) {device = ""} : (tensor<!tf_type.variant<tensor<1x3xf32>>>, tensor<i32>, tensor<2xi32>) -> tensor<1x3xf32>
    %11 = "tf.MatMul"(%10, %3) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<1x3xf32>, tensor<3x16xf32>) -> tensor<1x16xf32>
    %12 = "tf.BiasAdd"(%11, %9) <{data_format = "NHWC"}> {device = ""} : (tensor<1x16xf32>, tensor<16xf32>) -> tensor<1x16xf32>
    %13 = "tf.BiasAdd"(%12, %1) <{data_format = "NHWC"}> {device = ""} : (tensor<1x16xf32>, tensor<16xf32>) -> tensor<1x16xf32>
    %14:4 = "tf.Split"(%cst_0, %13) {device = ""} : (tensor<i32>, tensor<1x16xf32>) -> (tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
    %15 = "tf.Sigmoid"(%14#0) {device = ""} : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %16 = "tf.Sigmoid"(%14#1) {device = ""} : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %17 = "tf.Mul"(%16, %arg5) {device = ""} : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
    %18 = "tf.Sigmoid"(%14#3) {device = ""} : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %19 = "tf.Tanh"(%14#2) {device = ""} : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %20 = "tf.Mul"(%15, %19) {device = ""} : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
    %21 = "tf.AddV2"(%17, %20) {device = ""} : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
    %22 = "tf.Identity"(%21) {device = ""} : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %23 = "tf.Tanh"(%21) {device = ""} : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %24 = "tf.Mul"(%18, %23) {device = ""} : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
    %25 = "tf.Identity"(%24) {device = ""} : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %26 = "tf.TensorListSetItem"(%arg3, %arg2, %24) <{resize_if_index_out_of_bounds = false}> {device = ""} : (tensor<!tf_type.variant<tensor<1x4xf32>>>, tensor<i32>, tensor<1x4xf32>) -> tensor<!tf_type.variant<tensor<1x4xf32>>>
    %27 = "tf.Identity"(%26) {device = ""} : (tensor<!tf_type.variant<tensor<1x4xf32>>>) -> tensor<!tf_type.variant<tensor<1x4xf32>>>
    return %4, %5, %7, %27, %25, %22, %arg6, %arg7, %arg8, %arg9 : tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<1x4xf32>>>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<!tf_type.variant<tensor<1x3xf32>>>, tensor<3x16xf32>, tensor<4x16xf32>, tensor<16xf32>
  }
  func.func private @functional_2_1_bidirectional_1_backward_lstm_1_1_while_cond_frozen_20830(%arg0: tensor<i32> {tf._user_specified_name = "functional_2_1/bidirectional_1/backward_lstm_1_1/while/loop_counter"}, %arg1: tensor<i32> {tf._user_specified_name = "functional_2_1/bidirectional_1/backward_lstm_1_1/Max"}, %arg2: tensor<i32>, %arg3: tensor<!tf_type.variant<tensor<1x4xf32>>>, %arg4: tensor<1x4xf32>, %arg5: tensor<1x4xf32>, %arg6: tensor<!tf_type.variant<tensor<1x3xf32>>>, %arg7: tensor<3x16xf32>, %arg8: tensor<4x16xf32>, %arg9: tensor<16xf32>) -> tensor<i1> attributes {tf._construction_context = "kEagerRuntime"} {
    %cst = "tf.Const"() <{value = dense<5> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %0 = "tf.Less"(%arg0, %arg1) {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1 = "tf.Less"(%arg2, %cst) {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2 = "tf.LogicalAnd"(%0, %1) {device = ""} : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %3 = "tf.Identity"(%2) {device = ""} : (tensor<i1>) -> tensor<i1>
    return %3 : tensor<i1>
  }
  func.func private @functional_2_1_bidirectional_1_forward_lstm_1_1_while_body_frozen_20820(%arg0: tensor<i32> {tf._user_specified_name = "functional_2_1/bidirectional_1/forward_lstm_1_1/while/loop_counter"}, %arg1: tensor<i32> {tf._user_specified_name = "functional_2_1/bidirectional_1/forward_lstm_1_1/Max"}, %arg2: tensor<i32>, %arg3: tensor<!tf_type.variant<tensor<1x4xf32>>>, %arg4: tensor<1x4xf32>, %arg5: tensor<1x4xf32>, %arg6: tensor<!tf_type.variant<tensor<1x3xf32>>> {tf._user_specified_name = "functional_2_1/bidirectional_1/forward_lstm_1_1/TensorArrayUnstack/TensorListFromTensor"}, %arg7: tensor<3x16xf32> {tf._user_specified_name = "resource"}, %arg8: tensor<4x16xf32> {tf._user_specified_name = "resource"}, %arg9: tensor<16xf32> {tf._user_specified_name = "resource"}) -> (tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<1x4xf32>>>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<!tf_type.variant<tensor<1x3xf32>>>, tensor<3x16xf32>, tensor<4x16xf32>, tensor<16xf32>) attributes {tf._construction_context = "kEagerRuntime", tf.signature.is_stateful} {
    %cst = "tf.Const"() <{value = dense<[1, 3]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_0 = "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %0 = "tf.AddV2"(%arg0, %cst_0) {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %1 = "tf.Identity"(%arg9) {device = ""} : (tensor<16xf32>) -> tensor<16xf32>
    %2 = "tf.Identity"(%arg8) {device = ""} : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %3 = "tf.Identity"(%arg7) {device = ""} : (tensor<3x16xf32>) -> tensor<3x16xf32>
    %4 = "tf.Identity"(%0) {device = ""} : (tensor<i32>) -> tensor<i32>
    %5 = "tf.Identity"(%arg1) {device = ""} : (tensor<i32>) -> tensor<i32>
    %6 = "tf.AddV2"(%arg2, %cst_0) {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %7 = "tf.Identity"(%6) {device = ""} : (tensor<i32>) -> tensor<i32>
    %8 = "tf.MatMul"(%arg4, %2) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<1x4xf32>, tensor<4x16xf32>) -> tensor<1x16xf32>
    %9 = "tf.Squeeze"(%8) <{squeeze_dims = []}> {device = ""} : (tensor<1x16xf32>) -> tensor<16xf32>
    %10 = "tf.TensorListGetItem"(%arg6, %arg2, %cst) {device = ""} : (tensor<!tf_type.variant<tensor<1x3xf32>>>, tensor<i32>, tensor<2xi32>) -> tensor<1x3xf32>
    %11 = "tf.MatMul"(%10, %3) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<1x3xf32>, tensor<3x16xf32>) -> tensor<1x16xf32>
    %12 = "tf.BiasAdd"(%11, %9) <{data_format = "NHWC"}> {device = ""} : (tensor<1x16xf32>, tensor<16xf32>) -> tensor<1x16xf32>
    %13 = "tf.BiasAdd"(%12, %1) <{data_format = "NHWC"}> {device = ""} : (tensor<1x16xf32>, tensor<16xf32>) -> tensor<1x16xf32>
    %14:4 = "tf.Split"(%cst_0, %13) {device = ""} : (tensor<i32>, tensor<1x16xf32>) -> (tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
    %15 = "tf.Sigmoid"(%14#0) {device = ""} : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %16 = "tf.Sigmoid"(%14#1) {device = ""} : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %17 = "tf.Mul"(%16, %arg5) {device = ""} : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
    %18 = "tf.Sigmoid"(%14#3) {device = ""} : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %19 = "tf.Tanh"(%14#2) {device = ""} : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %20 = "tf.Mul"(%15, %19) {device = ""} : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
    %21 = "tf.AddV2"(%17, %20) {device = ""} : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
    %22 = "tf.Identity"(%21) {device = ""} : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %23 = "tf.Tanh"(%21) {device = ""} : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %24 = "tf.Mul"(%18, %23) {device = ""} : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
    %25 = "tf.Identity"(%24) {device = ""} : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %26 = "tf.TensorListSetItem"(%arg3, %arg2, %24) <{resize_if_index_out_of_bounds = false}> {device = ""} : (tensor<!tf_type.variant<tensor<1x4xf32>>>, tensor<i32>, tensor<1x4xf32>) -> tensor<!tf_type.variant<tensor<1x4xf32>>>
    %27 = "tf.Identity"(%26) {device = ""} : (tensor<!tf_type.variant<tensor<1x4xf32>>>) -> tensor<!tf_type.variant<tensor<1x4xf32>>>
    return %4, %5, %7, %27, %25, %22, %arg6, %arg7, %arg8, %arg9 : tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<1x4xf32>>>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<!tf_type.variant<tensor<1x3xf32>>>, tensor<3x16xf32>, tensor<4x16xf32>, tensor<16xf32>
  }
  func.func private @functional_2_1_bidirectional_1_forward_lstm_1_1_while_cond_frozen_20810(%arg0: tensor<i32> {tf._user_specified_name = "functional_2_1/bidirectional_1/forward_lstm_1_1/while/loop_counter"}, %arg1: tensor<i32> {tf._user_specified_name = "functional_2_1/bidirectional_1/forward_lstm_1_1/Max"}, %arg2: tensor<i32>, %arg3: tensor<!tf_type.variant<tensor<1x4xf32>>>, %arg4: tensor<1x4xf32>, %arg5: tensor<1x4xf32>, %arg6: tensor<!tf_type.variant<tensor<1x3xf32>>>, %arg7: tensor<3x16xf32>, %arg8: tensor<4x16xf32>, %arg9: tensor<16xf32>) -> tensor<i1> attributes {tf._construction_context = "kEagerRuntime"} {
    %cst = "tf.Const"() <{value = dense<5> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %0 = "tf.Less"(%arg0, %arg1) {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1 = "tf.Less"(%arg2, %cst) {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2 = "tf.LogicalAnd"(%0, %1) {device = ""} : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %3 = "tf.Identity"(%2) {device = ""} : (tensor<i1>) -> tensor<i1>
    return %3 : tensor<i1>
  }
  func.func private @functional_2_1_lstm_2_1_while_body_frozen_20860(%arg0: tensor<i32> {tf._user_specified_name = "functional_2_1/lstm_2_1/while/loop_counter"}, %arg1: tensor<i32> {tf._user_specified_name = "functional_2_1/lstm_2_1/Max"}, %arg2: tensor<i32>, %arg3: tensor<!tf_type.variant<tensor<1x3xf32>>>, %arg4: tensor<1x3xf32>, %arg5: tensor<1x3xf32>, %arg6: tensor<!tf_type.variant<tensor<1x8xf32>>> {tf._user_specified_name = "functional_2_1/lstm_2_1/TensorArrayUnstack/TensorListFromTensor"}, %arg7: tensor<8x12xf32> {tf._user_specified_name = "resource"}, %arg8: tensor<3x12xf32> {tf._user_specified_name = "resource"}, %arg9: tensor<12xf32> {tf._user_specified_name = "resource"}) -> (tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<1x3xf32>>>, tensor<1x3xf32>, tensor<1x3xf32>, tensor<!tf_type.variant<tensor<1x8xf32>>>, tensor<8x12xf32>, tensor<3x12xf32>, tensor<12xf32>) attributes {tf._construction_context = "kEagerRuntime", tf.signature.is_stateful} {
    %cst = "tf.Const"() <{value = dense<[1, 8]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_0 = "tf.Const"() <{value = dense<0> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %cst_1 = "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %0 = "tf.AddV2"(%arg0, %cst_1) {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %1 = "tf.Identity"(%arg9) {device = ""} : (tensor<12xf32>) -> tensor<12xf32>
    %2 = "tf.Identity"(%arg8) {device = ""} : (tensor<3x12xf32>) -> tensor<3x12xf32>
    %3 = "tf.Identity"(%arg7) {device = ""} : (tensor<8x12xf32>) -> tensor<8x12xf32>
    %4 = "tf.Identity"(%0) {device = ""} : (tensor<i32>) -> tensor<i32>
    %5 = "tf.Identity"(%arg1) {device = ""} : (tensor<i32>) -> tensor<i32>
    %6 = "tf.AddV2"(%arg2, %cst_1) {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %7 = "tf.Identity"(%6) {device = ""} : (tensor<i32>) -> tensor<i32>
    %8 = "tf.MatMul"(%arg4, %2) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<1x3xf32>, tensor<3x12xf32>) -> tensor<1x12xf32>
    %9 = "tf.Squeeze"(%8) <{squeeze_dims = []}> {device = ""} : (tensor<1x12xf32>) -> tensor<12xf32>
    %10 = "tf.TensorListGetItem"(%arg6, %arg2, %cst) {device = ""} : (tensor<!tf_type.variant<tensor<1x8xf32>>>, tensor<i32>, tensor<2xi32>) -> tensor<1x8xf32>
    %11 = "tf.MatMul"(%10, %3) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<1x8xf32>, tensor<8x12xf32>) -> tensor<1x12xf32>
    %12 = "tf.BiasAdd"(%11, %9) <{data_format = "NHWC"}> {device = ""} : (tensor<1x12xf32>, tensor<12xf32>) -> tensor<1x12xf32>
    %13 = "tf.BiasAdd"(%12, %1) <{data_format = "NHWC"}> {device = ""} : (tensor<1x12xf32>, tensor<12xf32>) -> tensor<1x12xf32>
    %14:4 = "tf.Split"(%cst_1, %13) {device = ""} : (tensor<i32>, tensor<1x12xf32>) -> (tensor<1x3xf32>, tensor<1x3xf32>, tensor<1x3xf32>, tensor<1x3xf32>)
    %15 = "tf.Sigmoid"(%14#0) {device = ""} : (tensor<1x3xf32>) -> tensor<1x3xf32>
    %16 = "tf.Sigmoid"(%14#1) {device = ""} : (tensor<1x3xf32>) -> tensor<1x3xf32>
    %17 = "tf.Mul"(%16, %arg5) {device = ""} : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
    %18 = "tf.Sigmoid"(%14#3) {device = ""} : (tensor<1x3xf32>) -> tensor<1x3xf32>
    %19 = "tf.Tanh"(%14#2) {device = ""} : (tensor<1x3xf32>) -> tensor<1x3xf32>
    %20 = "tf.Mul"(%15, %19) {device = ""} : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
    %21 = "tf.AddV2"(%17, %20) {device = ""} : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
    %22 = "tf.Identity"(%21) {device = ""} : (tensor<1x3xf32>) -> tensor<1x3xf32>
    %23 = "tf.Tanh"(%21) {device = ""} : (tensor<1x3xf32>) -> tensor<1x3xf32>
    %24 = "tf.Mul"(%18, %23) {device = ""} : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
    %25 = "tf.Identity"(%24) {device = ""} : (tensor<1x3xf32>) -> tensor<1x3xf32>
    %26 = "tf.TensorListSetItem"(%arg3, %cst_0, %24) <{resize_if_index_out_of_bounds = false}> {device = ""} : (tensor<!tf_type.variant<tensor<1x3xf32>>>, tensor<i32>, tensor<1x3xf32>) -> tensor<!tf_type.variant<tensor<1x3xf32>>>
    %27 = "tf.Identity"(%26) {device = ""} : (tensor<!tf_type.variant<tensor<1x3xf32>>>) -> tensor<!tf_type.variant<tensor<1x3xf32>>>
    return %4, %5, %7, %27, %25, %22, %arg6, %arg7, %arg8, %arg9 : tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<1x3xf32>>>, tensor<1x3xf32>, tensor<1x3xf32>, tensor<!tf_type.variant<tensor<1x8xf32>>>, tensor<8x12xf32>, tensor<3x12xf32>, tensor<12xf32>
  }
  func.func private @functional_2_1_lstm_2_1_while_cond_frozen_20850(%arg0: tensor<i32> {tf._user_specified_name = "functional_2_1/lstm_2_1/while/loop_counter"}, %arg1: tensor<i32> {tf._user_specified_name = "functional_2_1/lstm_2_1/Max"}, %arg2: tensor<i32>, %arg3: tensor<!tf_type.variant<tensor<1x3xf32>>>, %arg4: tensor<1x3xf32>, %arg5: tensor<1x3xf32>, %arg6: tensor<!tf_type.variant<tensor<1x8xf32>>>, %arg7: tensor<8x12xf32>, %arg8: tensor<3x12xf32>, %arg9: tensor<12xf32>) -> tensor<i1> attributes {tf._construction_context = "kEagerRuntime"} {
    %cst = "tf.Const"() <{value = dense<5> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %0 = "tf.Less"(%arg0, %arg1) {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1 = "tf.Less"(%arg2, %cst) {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2 = "tf.LogicalAnd"(%0, %1) {device = ""} : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %3 = "tf.Identity"(%2) {device = ""} : (tensor<i1>) -> tensor<i1>
    return %3 : tensor<i1>
  }
}
