module attributes {tf.versions = {bad_consumers = [], min_consumer = 0 : i32, producer = 2474 : i32}, tf_saved_model.semantics} {
  "tf_saved_model.global_tensor"() <{is_mutable, sym_name = "b", type = tensor<2xf32>, value = dense<[5.000000e-01, -1.000000e+00]> : tensor<2xf32>}> : () -> ()
  "tf_saved_model.global_tensor"() <{is_mutable, sym_name = "calls", type = tensor<i32>, value = dense<0> : tensor<i32>}> : () -> ()
  "tf_saved_model.global_tensor"() <{is_mutable, sym_name = "w", type = tensor<3x2xf32>, value = dense<[[0.000000e+00, 5.000000e-01], [1.000000e+00, 1.500000e+00], [2.000000e+00, 2.500000e+00]]> : tensor<3x2xf32>}> : () -> ()
  "tf_saved_model.session_initializer"() <{initializers = [@init_all_tables]}> : () -> ()
  func.func @init_all_tables() attributes {tf_saved_model.exported_names = ["__tf_saved_model_session_initializer_init_all_tables"], tf_saved_model.initializer_type = "init_op"} {
    %cst = "tf.Const"() <{value = dense<["cat", "dog", "emu"]> : tensor<3x!tf_type.string>}> {device = ""} : () -> tensor<3x!tf_type.string>
    %cst_0 = "tf.Const"() <{value = dense<[1, 2, 3]> : tensor<3xi64>}> {device = ""} : () -> tensor<3xi64>
    %0 = "tf.HashTableV2"() <{container = "", key_dtype = !tf_type.string, shared_name = "hash_table_c82c49c8-9f32-4d05-a06b-9e399ee050cb", use_node_name_sharing = false, value_dtype = i64}> {device = ""} : () -> tensor<!tf_type.resource>
    "tf.LookupTableImportV2"(%0, %cst, %cst_0) {_has_manual_control_dependencies = true, device = ""} : (tensor<!tf_type.resource>, tensor<3x!tf_type.string>, tensor<3xi64>) -> ()
    return
  }
  func.func @serving_default(%arg0: tensor<?x!tf_type.string> {tf_saved_model.index_path = ["key"]}, %arg1: tensor<?x3xf32> {tf_saved_model.index_path = ["x"]}, %arg2: tensor<!tf_type.resource<tensor<2xf32>>> {tf_saved_model.bound_input = @b}, %arg3: tensor<!tf_type.resource<tensor<i32>>> {tf_saved_model.bound_input = @calls}, %arg4: tensor<!tf_type.resource<tensor<3x2xf32>>> {tf_saved_model.bound_input = @w}) -> (tensor<*xi64> {tf_saved_model.index_path = ["ids"]}, tensor<?x2xf32> {tf_saved_model.index_path = ["y"]}, tensor<i32> {tf_saved_model.index_path = ["calls"]}) attributes {tf.entry_function = {control_outputs = "", inputs = "key:0,x:0", outputs = "hash_table_Lookup/LookupTableFindV2:0,add:0,Identity_1:0"}, tf_saved_model.exported_names = ["serving_default"]} {
    %cst = "tf.Const"() <{value = dense<-1> : tensor<i64>}> {device = ""} : () -> tensor<i64>
    %cst_0 = "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %0 = "tf.ReadVariableOp"(%arg2) {device = ""} : (tensor<!tf_type.resource<tensor<2xf32>>>) -> tensor<2xf32>
    "tf.AssignAddVariableOp"(%arg3, %cst_0) {_has_manual_control_dependencies = true, device = ""} : (tensor<!tf_type.resource<tensor<i32>>>, tensor<i32>) -> ()
    %1 = "tf.ReadVariableOp"(%arg3) {device = ""} : (tensor<!tf_type.resource<tensor<i32>>>) -> tensor<i32>
    %2 = "tf.Identity"(%1) {device = ""} : (tensor<i32>) -> tensor<i32>
    %3 = "tf.Identity"(%2) {device = ""} : (tensor<i32>) -> tensor<i32>
    %4 = "tf.HashTableV2"() <{container = "", key_dtype = !tf_type.string, shared_name = "hash_table_c82c49c8-9f32-4d05-a06b-9e399ee050cb", use_node_name_sharing = false, value_dtype = i64}> {device = ""} : () -> tensor<!tf_type.resource>
    %5 = "tf.LookupTableFindV2"(%4, %arg0, %cst) {device = ""} : (tensor<!tf_type.resource>, tensor<?x!tf_type.string>, tensor<i64>) -> tensor<*xi64>
    %6 = "tf.ReadVariableOp"(%arg4) {device = ""} : (tensor<!tf_type.resource<tensor<3x2xf32>>>) -> tensor<3x2xf32>
    %7 = "tf.MatMul"(%arg1, %6) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<?x3xf32>, tensor<3x2xf32>) -> tensor<?x2xf32>
    %8 = "tf.AddV2"(%7, %0) {device = ""} : (tensor<?x2xf32>, tensor<2xf32>) -> tensor<?x2xf32>
    return %5, %8, %3 : tensor<*xi64>, tensor<?x2xf32>, tensor<i32>
  }
}
