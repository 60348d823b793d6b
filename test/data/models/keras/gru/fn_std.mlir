module attributes {tf.versions = {bad_consumers = [], min_consumer = 0 : i32, producer = 2474 : i32}} {
  func.func @__inference_pruned_109120(%arg0: tensor<1x10xi32>) -> tensor<1x3xf32> attributes {allow_soft_placement = false, tf.entry_function = {control_outputs = "", inputs = "input_ids", outputs = "identity_RetVal"}} {
    %cst = "tf.Const"() <{value = dense<10> : tensor<i32>}> : () -> tensor<i32>
    %cst_0 = "tf.Const"() <{value = dense<50> : tensor<i32>}> : () -> tensor<i32>
    %cst_1 = "tf.Const"() <{value = dense<[[0.618061721, -0.0594395399, 0.524599731], [0.69198352, 0.239336431, -0.620460808], [0.548344433, -0.324497581, -0.128307343], [0.541155875, -0.133360207, -0.129237592], [-0.418830782, 0.244066238, 0.465686023], [-0.158501267, -0.365362406, 0.125310361], [-0.500624716, -0.197446465, 0.52009517], [0.470213115, -0.468118221, -0.623363733]]> : tensor<8x3xf32>}> {device = ""} : () -> tensor<8x3xf32>
    %cst_2 = "tf.Const"() <{value = dense<[0.0999355465, 0.282351643, 0.052588176]> : tensor<3xf32>}> {device = ""} : () -> tensor<3xf32>
    %cst_3 = "tf.Const"() <{value = dense<0.000000e+00> : tensor<1x8xf32>}> {device = ""} : () -> tensor<1x8xf32>
    %cst_4 = "tf.Const"() <{value = dense<[1, 0, 2]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_5 = "tf.Const"() <{value = dense<-1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_6 = "tf.Const"() <{value = dense<[[0.0379702598, 0.0100012822, 0.0261844192, -0.0153790191, -0.0303800255, -1.417550e-01, 0.11837595, -0.163140938, -0.214411154, -0.0742894262, -0.0771175324, -0.101843901, -0.274958551, 0.284580112, 0.125914231, 0.230960265, 0.100424021, 0.151693612, 0.0284222458, 0.0171211306, -0.0345105417, 0.289807349, 0.0892893523, 0.268544734], [-0.0674681813, 0.170808032, 0.157889187, 0.178649455, -0.0254097767, -0.237163529, -0.059061192, -0.0921390504, 0.00685581378, -0.10151986, -0.280335218, 0.157989651, -0.212763876, -0.088588573, -0.118464611, -0.0753323137, 0.231707752, 0.00121136149, -0.231185406, -0.204051211, -0.242433697, 0.222690523, 0.171416909, -0.270380497]]> : tensor<2x24xf32>}> {device = ""} : () -> tensor<2x24xf32>
    %cst_7 = "tf.Const"() <{value = dense<"0x200E773D352E5F3E02D7F3BCC085063CC4F7C63D0E274F3D7C390CBE59DC733E92FC83BE31BD84BEB2B8CEBEE1EFEC3DF314A2BCBFC1203ED9C3BFBEAC2A663D7B36663E251DF43D7925C63CD689B53DA9CE4DBE31394F3EF4FDB23D74FFEFBE516F0E3E00CA24BD84F503BD8737A7BC4D67D33E83A3993D4E8A8BBD5048A1BEFAE13CBE5D1A803E8C8EACBC7F5BAE3E79B4BFBC5A5D7C3E2A4331BED58BE2BDE1425EBE040F663E5AB2DCBE7E0476BE4A48DA3C2C7ECB3D8BDC893D096A213E92BB65BDC60737BD614FA83E23F932BEB17D64BE192FC03BD4AFB83AB4C3F0BDB7871FBEADFFFCBE6DF1263E53364B3E2F3951BE6F8D26BEFAB03BBEB4D6C43E880401BDF00F04BE4422D8BD9283A2BEE109183E7AAF393E6D6B9ABCD2FB1D3E70F8003E14F02CBD20D018BF0BD5A53CEA15C0BCEC1F40BDE2E99C3EC17408BED960733E1F137ABE85EFB7BED73FD0BD8A5DB9BDA43E56BE320D4CBE37A7433CAF54CABD92C4D1BDC92754BE822E2DBE4C58E63D9CCD0EBE5F694CBEACA833BC2125453E1BB02F3E776DC63DB741013FEB25B3BD72BD69BD2C3BCDBD0A3974BEF7BC85BE9CC210BEA008B4BDBE40643CEFDA04BE345F07BE78DE943E376FA3BEC50734BEAEEDE6BD688F1A3EB8A653BEEA4B77BE4C830F3E51FF94BEE75054BDDD7FE73D0002673B14BFFD3DB475D5BDEB6874BD1055BE3E51BFA23D28C7053E76A00ABE6B5AED3DD1A764BE04694B3E7549AEBEEBFE80BEC82A973E0ABB72BD066BAC3D0655173EA1C67B3C63114FBE5D74213E53B4F3BE66196C3E04AF31BEE543EA3E8AF5283E09EA073E44D6D4BC77EEB7BD3190B8BD52DEB7BDE1238CBEC214173E469DBC3DCCAA84BED9AAAD3DEDF953BE474DCE3EBC92003D2B7E923EF6FF233D340D9EBECAE3133E5BA18F3EF689053E154F1BBEB0371CBB34F9043EE24E8BBD817D813E951780BDDF0C74BC5CB5553E468F61BE1AAA683EADFF9DBE2F4C98BEB4AC853BC65B283E5A3B22BEBAD71ABD10F782BD0DAAA5BDE8863CBE96DC1F3F526935BEB34F273DA96DACBDC8F8EF3DE811D6BDEF1A483EAC65C03D"> : tensor<8x24xf32>}> {device = ""} : () -> tensor<8x24xf32>
    %cst_8 = "tf.Const"() <{value = dense<"0x5CED793E8C60473EFAF492BEF8B2A23EA89AC83D24C6703EDCED173EEF6B92BE185C133E6093D93D9E2A8E3E5E387FBE5010B83EC080673D8AC450BEA80BD73DE0D207BC5E1A95BE80D4B9BE32F14BBE846B343EBA5DDC3E19EA6BBE0BCB4CBE400BAFBDAC26DF3E36125EBE281C96BEC4CF9FBD2EAB2CBED8410BBDACE880BD04B9DBBED001223E1878FC3D2C1C603EB04962BD800A9B3E8AD8DA3EC8811F3E3C0E3E3E0038303DDA96B03E20A7463DBC14CCBE5CD305BE1949D1BE6CEA1C3E105D763D92EB98BE8896213E705F313E3083C13DC0510BBCA0BD3BBE6824DF3E4D158BBEE04C683EE9E24ABE9C9E83BE907E663DD89E2FBDCCBB603E027BC53EC59BA8BECA88893EDC53A0BDD082ABBD8C88863E78B4EFBDBC4F33BE1031DF3DE4DAA5BECCC269BE70A8E5BD30BF4B3E2416D83EA707C3BE10B3BCBE940596BD9011DC3D8036493C2CF99BBE95F05ABEEA59CCBEE0E9AC3E250DDBBE10DB9FBE60FFBFBE38D240BD8046EB3D80E1FD3DF419C0BD1C6460BE10548E3CE03EAF3EBD1EABBEBCA5313EC08ED73EEC61A7BEF080633E86F1DD3E4E3F17BEE0E80EBD047A303E9035C7BCF86D97BEC882303DC8D5B53D343ECABDB237D23E82CAC03EC104CFBE88EF14BDB47F433E6467CD3EC2C1B1BE2CEB7F3E784B1D3E60FC38BC169CE23E4020AF3C0A08D03ED836F4BD98C2C03EF8BAC23D24D3E7BDF8169D3E1E5DD63E7E24833EBDF475BE48988DBE0A3C36BE4AD4BA3E20D6803EB061B5BD5A4B9F3E9B8BCABEEC23953E94D4493E540BCD3E74F71DBE25CA68BE006C973C"> : tensor<6x24xf32>}> {device = ""} : () -> tensor<6x24xf32>
    %cst_9 = "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %cst_10 = "tf.Const"() <{value = dense<[1, 8]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_11 = "tf.Const"() <{value = dense<[1, 6]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_12 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_13 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_14 = "tf.Const"() <{value = dense<0> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %cst_15 = "tf.Const"() <{value = dense<"0x19790A3D80165F3AA0854ABB5358263D4A391CBD1931193DC06288BAA0B8203B96812ABD4293B63CB7FB093D4C6697BC06A901BD9DAC12BDD84910BC73C13FBD302CE93B13C1F8BCF2A4B23CD99E193DB4AB023C403F44BD00F55D3B5CA5693C681AC3BB1ACDD03C2A3E08BD40E39FBCD94C493D79CB0F3DCE99B83C8DF2243D871C3C3D1A05C9BCF9D40E3D00EEC0BC98D3173CB337173DF41E69BC6A5847BDE63A983C771D2E3DA723E8BC2EBAF33C001B993BC31E15BDF32DB3BC00A663BB0C95243C066688BC34135E3C434944BD4C434DBCF457013C8DA342BD9D51083D00C0FEBA303545BD679EF4BC60F8D73ABD94173D4D9CD9BC7298F33C6848403C0DCC06BD73320B3DEDC3033D8CF789BCB3361EBDE1B5173DED0B3EBD4903273D26DD8A3CD03073BB64D709BDB3D8DBBCCA5A37BDFAD5C2BC4C152ABCC3C8013D8C873D3CE710EABCDADD883C53F6FBBC0EDE8B3C9851473C67641A3D406DCFBCA82A57BC327DF03C7A15AFBC5A80933CBA28B03C5A3AC2BCFAA0F5BCA687E93CDD65003DC0AF50BCE7A23E3D3212843C306F813BD04BB3BB5A89E03C02C3873C00115EBBBAB9CDBC67E2453D1A67A9BC2EF5F93CC0FD373C27EF203DD3C110BDD912263D07B21B3D1AF093BCC02B21BD8C2613BCD0096CBBEDD33E3D445A5F3C4C70433C0013203B808177BCC028DD3A26DAAB3C289A18BCEDF131BD401DE2BA004C793BCC49323CE35B353D80D88FBC3D86293D8054093CD04527BDE83DF1BB0228B53CA02F24BBAA8F17BDEAE044BD33A0A7BC983319BCC08075BA9A2800BDEE85F83CB967033DE394193D80D5C6BC2EF1EF3CF4A5443CD83D07BC432938BD80940E3C2AFC0DBD07FE42BDF0974BBDF356493DA7B0093D807CDFBC0DEBAEBCD0C3ACBB0E59B93C7175173D148600BD0011083B286C4B3CCC4888BC00D172BC72E6EE3CBDAE323DD210A63C608CDB3AA771C6BC303C60BBB4163A3C3048BF3B33E31CBD600139BDCEE38D3C137E9FBC4C7D383C186DEE3BD05E08BB4DFE19BD9A8E14BDADB9DCBCCD370E3D77CC303D68ADC33BB4EE70BCB4046CBC80BDE53BD80B5CBCF2ABA03CCD44153D97E2113DA043D5BC3DA917BDA37B2A3DCE479D3C6006BBBAE6AF26BD1AD8D3BC344E1F3CF3AD47BD921DDE3C00519E3B92129A3C69633D3DFA9618BDD85C143C0033FDBB3AB1B53C84AA633C0725D4BC647B02BDB4D5223C729AF53CAA6627BDB44C07BD7DF337BD09C3423D4C757F3CE9C9073D608347BD3D0A173D3A99DD3C403218BDF4A5173C132E233D6792403DA023A5BA10DE2DBD8038AABC0DCF2F3D30CF81BB58BA2D3CB0AD1BBD80A4AF3B4766D2BC7A3AC83CCD632DBD806D88BBA06F853A0066D23823940F3D19670E3DFAB9EFBC735EC0BC4CAC0FBC40518ABCC0D23C3CA705F9BC29D2283D30D1C0BBD45E02BD76532BBDE3712E3DF4867A3C37AC31BDDCBA793C006F1D3B17903E3DB0C3A53B69694A3DF4DC693C8C70003CA0223FBD2768C0BCF7773B3D3ADDFDBC1D3824BD732B083D26BCF93CCDF3433D26CCAB3CF412693C308527BB8CEA2B3C6A9A36BD8DAAE1BCCC4F653CC122283D433716BDEDF5F7BC742B493CF4A2763C5702243D82E5F53CE84E24BC9101383D62D7B33CF66B15BD712F3E3DACE198BCC03491BAA6AF953CC33036BD4245973C4D0433BD"> : tensor<50x6xf32>}> {device = ""} : () -> tensor<50x6xf32>
    %0 = "tf.Identity"(%cst_15) {_has_manual_control_dependencies = true, device = ""} : (tensor<50x6xf32>) -> tensor<50x6xf32>
    %1 = "tf.TensorListReserve"(%cst_10, %cst_9) {device = ""} : (tensor<2xi32>, tensor<i32>) -> tensor<!tf_type.variant<tensor<1x8xf32>>>
    %2 = "tf.Identity"(%cst_2) {_has_manual_control_dependencies = true, device = ""} : (tensor<3xf32>) -> tensor<3xf32>
    %3 = "tf.Identity"(%cst_1) {_has_manual_control_dependencies = true, device = ""} : (tensor<8x3xf32>) -> tensor<8x3xf32>
    %4 = "tf.Less"(%arg0, %cst_14) {device = ""} : (tensor<1x10xi32>, tensor<i32>) -> tensor<1x10xi1>
    %5 = "tf.AddV2"(%arg0, %cst_0) {device = ""} : (tensor<1x10xi32>, tensor<i32>) -> tensor<1x10xi32>
    %6 = "tf.SelectV2"(%4, %5, %arg0) {device = ""} : (tensor<1x10xi1>, tensor<1x10xi32>, tensor<1x10xi32>) -> tensor<1x10xi32>
    %7 = "tf.GatherV2"(%0, %6, %cst_14) <{batch_dims = 0 : i64}> {device = ""} : (tensor<50x6xf32>, tensor<1x10xi32>, tensor<i32>) -> tensor<1x10x6xf32>
    %8 = "tf.Transpose"(%7, %cst_4) {device = ""} : (tensor<1x10x6xf32>, tensor<3xi32>) -> tensor<10x1x6xf32>
    %9 = "tf.TensorListFromTensor"(%8, %cst_11) {device = ""} : (tensor<10x1x6xf32>, tensor<2xi32>) -> tensor<!tf_type.variant<tensor<1x6xf32>>>
    %10:9 = "tf.While"(%cst_14, %cst, %cst_14, %1, %cst_3, %9, %cst_6, %cst_8, %cst_7) <{body = @functional_13_1_gru_1_while_body_frozen_1089450, cond = @functional_13_1_gru_1_while_cond_frozen_1089440, is_stateless = false, parallel_iterations = 32 : i64, shape_invariant}> {_has_manual_control_dependencies = true, _lower_using_switch_merge = false, _num_original_outputs = 9 : i64, _read_only_resource_inputs = [6, 7, 8], device = ""} : (tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<1x8xf32>>>, tensor<1x8xf32>, tensor<!tf_type.variant<tensor<1x6xf32>>>, tensor<2x24xf32>, tensor<6x24xf32>, tensor<8x24xf32>) -> (tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<1x8xf32>>>, tensor<1x8xf32>, tensor<!tf_type.variant<tensor<1x6xf32>>>, tensor<2x24xf32>, tensor<6x24xf32>, tensor<8x24xf32>)
    %11 = "tf.TensorListStack"(%10#3, %cst_10) <{num_elements = 1 : i64}> {device = ""} : (tensor<!tf_type.variant<tensor<1x8xf32>>>, tensor<2xi32>) -> tensor<1x1x8xf32>
    %12 = "tf.StridedSlice"(%11, %cst_5, %cst_13, %cst_12) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 1 : i64}> {device = ""} : (tensor<1x1x8xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1x8xf32>
    %13 = "tf.MatMul"(%12, %3) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<1x8xf32>, tensor<8x3xf32>) -> tensor<1x3xf32>
    %14 = "tf.BiasAdd"(%13, %2) <{data_format = "NHWC"}> {device = ""} : (tensor<1x3xf32>, tensor<3xf32>) -> tensor<1x3xf32>
    %15 = "tf.Softmax"(%14) {device = ""} : (tensor<1x3xf32>) -> tensor<1x3xf32>
    %16 = "tf.Identity"(%15) {device = ""} : (tensor<1x3xf32>) -> tensor<1x3xf32>
    return %16 : tensor<1x3xf32>
  }
  func.func private @functional_13_1_gru_1_while_body_frozen_1089450(%arg0: tensor<i32> {tf._user_specified_name = "functional_13_1/gru_1/while/loop_counter"}, %arg1: tensor<i32> {tf._user_specified_name = "functional_13_1/gru_1/Max"}, %arg2: tensor<i32>, %arg3: tensor<!tf_type.variant<tensor<1x8xf32>>>, %arg4: tensor<1x8xf32>, %arg5: tensor<!tf_type.variant<tensor<1x6xf32>>> {tf._user_specified_name = "functional_13_1/gru_1/TensorArrayUnstack/TensorListFromTensor"}, %arg6: tensor<2x24xf32> {tf._user_specified_name = "resource"}, %arg7: tensor<6x24xf32> {tf._user_specified_name = "resource"}, %arg8: tensor<8x24xf32> {tf._user_specified_name = "resource"}) -> (tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<1x8xf32>>>, tensor<1x8xf32>, tensor<!tf_type.variant<tensor<1x6xf32>>>, tensor<2x24xf32>, tensor<6x24xf32>, tensor<8x24xf32>) attributes {tf._construction_context = "kEagerRuntime", tf.signature.is_stateful} {
    %cst = "tf.Const"() <{value = dense<[1, 6]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_0 = "tf.Const"() <{value = dense<0> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %cst_1 = "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %cst_2 = "tf.Const"() <{value = dense<-1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %cst_3 = "tf.Const"() <{value = dense<0> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_4 = "tf.Const"() <{value = dense<[0, 8]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_5 = "tf.Const"() <{value = dense<1> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_6 = "tf.Const"() <{value = dense<[0, 16]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_7 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %0 = "tf.AddV2"(%arg0, %cst_1) {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %1 = "tf.Identity"(%arg8) {device = ""} : (tensor<8x24xf32>) -> tensor<8x24xf32>
    %2 = "tf.Identity"(%arg7) {device = ""} : (tensor<6x24xf32>) -> tensor<6x24xf32>
    %3 = "tf.Identity"(%arg6) {device = ""} : (tensor<2x24xf32>) -> tensor<2x24xf32>
    %4 = "tf.Identity"(%0) {device = ""} : (tensor<i32>) -> tensor<i32>
    %5 = "tf.Identity"(%arg1) {device = ""} : (tensor<i32>) -> tensor<i32>
    %6:2 = "tf.Split"(%cst_0, %3) {device = ""} : (tensor<i32>, tensor<2x24xf32>) -> (tensor<1x24xf32>, tensor<1x24xf32>)
    %7 = "tf.Squeeze"(%6#0) <{squeeze_dims = [0]}> {device = ""} : (tensor<1x24xf32>) -> tensor<24xf32>
    %8 = "tf.Squeeze"(%6#1) <{squeeze_dims = [0]}> {device = ""} : (tensor<1x24xf32>) -> tensor<24xf32>
    %9 = "tf.AddV2"(%arg2, %cst_1) {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %10 = "tf.Identity"(%9) {device = ""} : (tensor<i32>) -> tensor<i32>
    %11 = "tf.MatMul"(%arg4, %1) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<1x8xf32>, tensor<8x24xf32>) -> tensor<1x24xf32>
    %12 = "tf.AddV2"(%11, %8) {device = ""} : (tensor<1x24xf32>, tensor<24xf32>) -> tensor<1x24xf32>
    %13 = "tf.StridedSlice"(%12, %cst_3, %cst_4, %cst_5) <{begin_mask = 3 : i64, ellipsis_mask = 0 : i64, end_mask = 1 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> {device = ""} : (tensor<1x24xf32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<1x8xf32>
    %14 = "tf.StridedSlice"(%12, %cst_4, %cst_6, %cst_5) <{begin_mask = 1 : i64, ellipsis_mask = 0 : i64, end_mask = 1 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> {device = ""} : (tensor<1x24xf32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<1x8xf32>
    %15 = "tf.StridedSlice"(%12, %cst_6, %cst_3, %cst_5) <{begin_mask = 1 : i64, ellipsis_mask = 0 : i64, end_mask = 3 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> {device = ""} : (tensor<1x24xf32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<1x8xf32>
    %16 = "tf.TensorListGetItem"(%arg5, %arg2, %cst) {device = ""} : (tensor<!tf_type.variant<tensor<1x6xf32>>>, tensor<i32>, tensor<2xi32>) -> tensor<1x6xf32>
    %17 = "tf.MatMul"(%16, %2) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<1x6xf32>, tensor<6x24xf32>) -> tensor<1x24xf32>
    %18 = "tf.BiasAdd"(%17, %7) <{data_format = "NHWC"}> {device = ""} : (tensor<1x24xf32>, tensor<24xf32>) -> tensor<1x24xf32>
    %19:3 = "tf.Split"(%cst_2, %18) {device = ""} : (tensor<i32>, tensor<1x24xf32>) -> (tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>)
    %20 = "tf.AddV2"(%19#0, %13) {device = ""} : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %21 = "tf.Sigmoid"(%20) {device = ""} : (tensor<1x8xf32>) -> tensor<1x8xf32>
    %22 = "tf.Mul"(%21, %arg4) {device = ""} : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %23 = "tf.Sub"(%cst_7, %21) {device = ""} : (tensor<f32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %24 = "tf.AddV2"(%19#1, %14) {device = ""} : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %25 = "tf.Sigmoid"(%24) {device = ""} : (tensor<1x8xf32>) -> tensor<1x8xf32>
    %26 = "tf.Mul"(%25, %15) {device = ""} : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %27 = "tf.AddV2"(%19#2, %26) {device = ""} : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %28 = "tf.Tanh"(%27) {device = ""} : (tensor<1x8xf32>) -> tensor<1x8xf32>
    %29 = "tf.Mul"(%23, %28) {device = ""} : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %30 = "tf.AddV2"(%22, %29) {device = ""} : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %31 = "tf.Identity"(%30) {device = ""} : (tensor<1x8xf32>) -> tensor<1x8xf32>
    %32 = "tf.TensorListSetItem"(%arg3, %cst_0, %30) <{resize_if_index_out_of_bounds = false}> {device = ""} : (tensor<!tf_type.variant<tensor<1x8xf32>>>, tensor<i32>, tensor<1x8xf32>) -> tensor<!tf_type.variant<tensor<1x8xf32>>>
    %33 = "tf.Identity"(%32) {device = ""} : (tensor<!tf_type.variant<tensor<1x8xf32>>>) -> tensor<!tf_type.variant<tensor<1x8xf32>>>
    return %4, %5, %10, %33, %31, %arg5, %arg6, %arg7, %arg8 : tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<1x8xf32>>>, tensor<1x8xf32>, tensor<!tf_type.variant<tensor<1x6xf32>>>, tensor<2x24xf32>, tensor<6x24xf32>, tensor<8x24xf32>
  }
  func.func private @functional_13_1_gru_1_while_cond_frozen_1089440(%arg0: tensor<i32> {tf._user_specified_name = "functional_13_1/gru_1/while/loop_counter"}, %arg1: tensor<i32> {tf._user_specified_name = "functional_13_1/gru_1/Max"}, %arg2: tensor<i32>, %arg3: tensor<!tf_type.variant<tensor<1x8xf32>>>, %arg4: tensor<1x8xf32>, %arg5: tensor<!tf_type.variant<tensor<1x6xf32>>>, %arg6: tensor<2x24xf32>, %arg7: tensor<6x24xf32>, %arg8: tensor<8x24xf32>) -> tensor<i1> attributes {tf._construction_context = "kEagerRuntime"} {
    %cst = "tf.Const"() <{value = dense<10> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %0 = "tf.Less"(%arg0, %arg1) {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1 = "tf.Less"(%arg2, %cst) {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2 = "tf.LogicalAnd"(%0, %1) {device = ""} : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %3 = "tf.Identity"(%2) {device = ""} : (tensor<i1>) -> tensor<i1>
    return %3 : tensor<i1>
  }
}
