module attributes {tf.versions = {bad_consumers = [], min_consumer = 0 : i32, producer = 2474 : i32}} {
  func.func @__inference_pruned_112013(%arg0: tensor<1x10xi32>) -> tensor<1x3xf32> attributes {allow_soft_placement = false, tf.entry_function = {control_outputs = "", inputs = "input_ids", outputs = "identity_RetVal"}} {
    %cst = "tf.Const"() <{value = dense<50> : tensor<i32>}> : () -> tensor<i32>
    %cst_0 = "tf.Const"() <{value = dense<10> : tensor<i32>}> : () -> tensor<i32>
    %cst_1 = "tf.Const"() <{value = dense<[[0.217558384, -0.015437603, 0.193168521], [0.254483521, 0.103592932, 0.40784055], [-0.342029184, -0.374624252, -0.575069904], [-0.219415903, -0.0984419584, 0.378301442], [0.148982704, 0.280327976, 0.0899890065], [-0.0672236681, -0.724892079, 0.644064128], [-0.152450144, 0.737156689, 0.585734427], [-0.486926973, -0.14136517, 0.407116234]]> : tensor<8x3xf32>}> {device = ""} : () -> tensor<8x3xf32>
    %cst_2 = "tf.Const"() <{value = dense<[2.842450e-01, -0.120131925, 0.0731003657]> : tensor<3xf32>}> {device = ""} : () -> tensor<3xf32>
    %cst_3 = "tf.Const"() <{value = dense<"0x003A84BAA63EAE3C0037663BCEB6DB3C44B904BD93DF1CBD473EB3BC59AA353D8EC7E43C182E30BC8E378C3C3AFCA33C363520BD3D4D483DAA6C4ABDD081B43BBA298FBCD019EB3B60C5473BD080CABBA1F0153D563400BD98989D3B8076D8BC19F3193D1887DDBB76B901BDB3FAA1BC408FE3BC8C9483BC660DE83CC223C03CDA76FDBC9DBA20BD3A16BC3CDA7EC1BCC69E0CBD09D11D3D4D8F10BD77733EBD1A7EC1BCD3FFE8BC469BBC3CCC8336BCE72C0C3D97A8013D3777173DE653A33C32C7983C30031F3B7A9B4CBD409F78BA0742D8BCE04483BC8D8601BDC6D78D3C045505BDB0EA3DBD40535ABC6E11F43C9DA0023D6045FABC8E7CF73C687D3E3CDA55FC3C00462E3C20E740BDD8AA183C6DA822BDEE35A23CCDD93D3D8044FA3BC748B3BCD68520BD02559B3CA2A3D93CC2F1F93C30EF48BDA847433CA79AD4BC68AEF23BA00908BB2D4018BD9AD103BD4D38203D005BB7B90CE83BBC394E043DBAC98E3C5014833BBDA12D3D8D182CBD6DD504BD00EC0ABA33ACEFBCDA0EB53CE3ED413DE67586BC628AC93C589916BCD307183D80D415BC374233BDE86E0EBC405B3E3AE2D8B13C8EA6B43C66ACB53CE0E887BC6742A0BCC9BD0F3D10344ABD40040DBC12DED03CA956113D414E0A3DA08841BB6D3E00BD00BD733B80D3F3BBE7A0313D0CE904BC52C6913C98FEDABB7908353D26F82BBD986EF8BBB3F827BD6034973ADA53C23C3AF5C4BC22BAC53C5CC27F3CB4DA573CF1FB153DED4F293D31B4343D065597BC0CC40EBC731E0F3D1D9C1C3D4439633C9A51B53C288B11BC77613BBDBA622EBD3DFB013DA33F3FBD8D29F4BCAC9E85BCBDC92C3DA6C8B03C4CD23E3C6781E6BC80B9093C22D5813C7960433D9388C0BCA0F26B3B56FE1CBDE601BB3CB3AA99BC60AE46BB1A53F3BCFAF742BD2AE826BD0C4344BC43C4133D61F30A3DAD2DDDBC00AF0BBD625D903C5CF14E3C6731A2BCA32B28BD6AB141BD02EAFA3C68A73CBC002DBEBC187EBD3BD1750B3D346C443C4D032B3D808418BCE82A8DBB7AEEAEBCF459373C81A53B3D60373B3BF6AA22BDA073123BF1BC093DC0FAE13ACC9E3D3C00B2383C60CB5E3B80A6FFBBE72BAABC184754BCB216F53C331D39BDE31139BD98730A3CC04EAABCC0D8E7BA332CBEBC8029D4BBC03243BCB4606D3C4071E8BA0AF720BD6257863C2E22BD3C1A7F9A3C306FB2BB8D09063D0066763B190F253DCAFE41BDE890E83B34E54E3CEE8FCF3C4D5C11BDE091DCBCF3E9283D53B33E3DC6F0973C32FC9A3C44B05B3C5772233DE74639BDD84A03BCC237863C6000403B4C51243C66A4943C8A2901BDE8C33F3CD042F33B0D0FBEBC2D60B9BC63563FBDD308C4BC87D0C0BC00380EBCA9121F3D68F5F9BB802E38BC34F378BC9808D1BBDAF9F63CA00DF0BC9D8145BD9A2C99BC3A50EE3CE8DA1B3CC77DFDBC4CC52BBCE86FCBBB46D222BDA48B7C3C2671E83C40676CBA278635BDE6862CBD3AF0EEBC2E69AC3C6017E1BCE2BDB63C37C1133D024FE13CA7AA1D3D10EC02BD475E2B3D725D8A3CF9C42A3D809E71BA3DEE22BD5272F83C5A458BBC7A92E3BCA04BD43A9AF337BD7151123D81CB033D34EC733C60AA05BB002DBE3BC6240EBDCD12FBBCEA402FBDD323EEBCCC7C89BC406CE8BCE846053C3A49C0BC04516B3C7A73B7BC807857BC9AB2C3BC"> : tensor<50x6xf32>}> {device = ""} : () -> tensor<50x6xf32>
    %cst_4 = "tf.Const"() <{value = dense<[[0.118938923, -0.206558704, -0.0400427803, 0.473415792, -0.0244166143, 0.0700840726, 0.253414422, -0.211304516, -0.281079143, 0.0139854392, 0.105902687, -0.0199683569, -0.323309153, -0.274535328, -0.400651306, 0.414547592], [0.0700869262, 0.0988396927, -0.107298121, -0.146445587, 0.430669546, -0.289523572, 0.269837201, 0.123672508, 0.291392058, 0.141585454, 0.116784252, -0.121255584, -0.274367362, -5.831580e-01, 0.0944645852, -0.19334057], [-0.0386613272, -0.282904476, -0.20436798, -0.471444607, 0.0717875138, 0.0727548897, -0.143619418, -0.210188761, -0.430852771, -0.0862874612, -0.207176566, 0.431381434, -0.319089204, -0.163261697, 0.159215063, -0.0572556704], [0.448391467, -0.253645569, -0.0175982602, -0.0441685766, -0.148846313, -0.0769267306, 0.565094709, -0.144252628, -0.0369779617, -0.201644644, -0.214853168, 0.0342911482, 0.343194306, 0.0192943811, -0.0867140367, -0.386127949]]> : tensor<4x16xf32>}> {device = ""} : () -> tensor<4x16xf32>
    %cst_5 = "tf.Const"() <{value = dense<"0x14FABFBE3488C7BE00AF0CBE302DE43DCC34B43EDC15BDBE60CF4F3DC80D6CBE704D673E28A73EBEACE6D83E506AB7BD6070223D90F41BBE08E4A13EB06DD2BDA0CB8CBE20C154BEE444DEBE90899A3DB8176C3E7012EEBEF476DD3EC0AA023D3882DE3EC87677BEC0A4663E4060D53E20E0E7BDC0D8663DC4DDBF3E3CD18BBEE0927EBEC05C343D4058F63E7C25DE3E2472933ED8FB5EBE40EE713D40A7CA3E7035F43D700CAFBD2809323E68CA30BEC053D2BED87215BE78A0193E28CB66BEE0BA4EBE8074923EC49AFF3E40366FBDC0AE5DBD74F4C33EA0B6093EB8A8C1BE1052D6BD08F1FEBEC064B43DC0F1B0BE20E513BE68A892BEE09F983D8CA28D3EF85125BEE47AA03E20366B3DFCCEE03E5843E93E60C329BD2021B3BE8010D2BE007C55BE84BAC73EF0D3A1BDBC23D33E98DD933E3082ADBEF02C12BE90D3153E78A6FCBE60CA1B3E0000E039784DD33E100598BE80A34CBE7C769ABE587666BE3CCC92BECCA0CF3EF8FEC2BE6436A53EF0CACD3EF86D4D3E80ADF63ED8FF833ED06512BE3477843EBC66D5BE0004103CC0BDB6BC50F5453E38AC033E00672BBE209B113E20F7BDBEDCEC8CBEE88BF3BE40072C3D88B2C93EFC7B993E4046953CB036C73DD4A5B1BE68912FBEE035DDBE0028393E100CEFBD800BE6BD80327CBD849A97BE28856E3EE8911ABE544BA2BE5C7BC93EF8A93C3E88FB2CBE14C8EC3E"> : tensor<8x16xf32>}> {device = ""} : () -> tensor<8x16xf32>
    %cst_6 = "tf.Const"() <{value = dense<[-0.29564032, 0.00952603668, -0.0797128602, -0.0908719375, 0.114440233, 1.157820e-01, -0.260146648, 0.100791983, 0.268913805, 0.289642751, -0.100510575, 0.100786738, -0.135148659, -0.121229321, 0.282244861, -9.588410e-02]> : tensor<16xf32>}> {device = ""} : () -> tensor<16xf32>
    %cst_7 = "tf.Const"() <{value = dense<-1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_8 = "tf.Const"() <{value = dense<[[-0.266958952, -0.276083052, -0.241744071, -0.304800868, -0.124398537, 0.231112957, 0.13480331, -0.593747615, 0.445175141, 0.0790383592, -0.142677516, -0.106444776, -0.0288072973, -0.0800042822, -0.116614141, 0.0680177435], [0.16085422, 0.0320718698, -0.381349236, -0.314894915, -0.151614085, 0.147983968, -0.302637726, -0.0279717594, -0.369841099, 0.00768652186, 0.0116012208, 0.219681352, -0.127456591, -0.163953424, 0.257321209, 0.544680834], [-0.00648927828, -0.157609433, 0.103806779, -0.152902842, -0.132207274, 0.580183268, -0.0954221561, 0.568004489, 0.282150328, -0.0807918161, 0.163797393, -0.287604541, 0.119392842, -0.201466218, 0.0652178153, 0.0189133734], [0.110874377, -0.0842745527, 0.287051171, 0.187366128, -0.4811984, 0.0830373093, 0.20231396, -0.0850548446, -0.303122789, 0.302706152, -7.095480e-02, 0.00895122532, 0.290815771, -0.275891334, -0.428658664, 2.083760e-01]]> : tensor<4x16xf32>}> {device = ""} : () -> tensor<4x16xf32>
    %cst_9 = "tf.Const"() <{value = dense<"0x2C63F6BEC01FEEBE4CF0B23EF0007E3ED01AB2BD14EDF9BE0088B6BA5886E9BE3456B4BE808AB3BD1C7C963EB08FD33DC0AA9EBCF04BAA3E905FC93E5460803E80E466BCCCA5DEBE7007A03E20A1FEBE6C49A5BEB061CEBED05E4BBE00362E3CEC2BBEBE70A3583ED44EB6BE2CE2803E84CBAABE40FEA6BE800702BE245DCA3E38C29D3ED084B23E78C20CBEC0ACA93CD08A0C3E1CDB9E3E60D18E3E3CBDECBE98880BBE8058303C808CDDBCB0A4D73E54D9D2BE1CFACFBE7451D7BE8092DEBDB8390CBE1CAAEB3EA439F53E5884ADBE18D07F3E20D0B9BE58D3E4BEE02C1ABD6C3BC63E982945BE0028E13DE8A6E1BE70D0093EA8A559BEC0905EBE60C1FDBD4044D6BC5082EF3DB083493E8099A83E30B3E2BD20A6FE3E80BE3F3DA0D019BD989CC7BE9076DDBD1004E43D183EB6BE58BAADBE9C8CCB3EC04F0A3EF0CF843DF85269BE28D97B3EB8695FBE006BE83BC061693E4034DABE30BA4C3E98DF8DBE48EFFDBE60BB623D2C19D53E000B83BCE416F3BEF0E1CCBDF052C43D00AEC53B98FE21BE70AF073EE0CAEABD540397BE8C06DC3E5092E83D505ECEBE0CD2FCBEF06D583E9CF8BABEBC3D9A3E400B70BE60F358BE48009F3EF86949BEA09134BD00ACB63D9096F9BE0083443E6069B73EB0EF89BD3843713E6018733E008C2BBB60B9FB3E906E8F3EB02A3E3EA497C0BE983B303E90B7193E6019343EF0C0FBBD"> : tensor<8x16xf32>}> {device = ""} : () -> tensor<8x16xf32>
    %cst_10 = "tf.Const"() <{value = dense<[0.141053617, -0.0745647326, -0.075850226, 0.0254950952, -0.0673646107, -0.190355062, -0.234798312, -0.176940233, 0.299491912, 0.0659659654, 0.0165067147, 0.0710433796, 0.287523896, 0.141054943, 0.20712547, 0.060546115]> : tensor<16xf32>}> {device = ""} : () -> tensor<16xf32>
    %cst_11 = "tf.Const"() <{value = dense<[1, 8]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_12 = "tf.Const"() <{value = dense<[[0.162399292, -0.352494031, 0.302073747, -0.320753515, 0.296982169, -0.151815951, 0.0381782204, 0.0664104447, -0.0229623038, 0.21165134, -0.02602976, -0.461788982, -0.0304761697, -0.316411525, -0.347026736, 0.239595443], [-0.286346048, 0.0953586921, 0.182358742, -0.328783095, 0.410146356, 0.141942397, 0.25929904, -0.198829889, -0.133356437, -0.141482174, 0.463664114, 0.379229784, 0.19516328, -0.0048198849, -0.175653428, -0.0827995688], [-0.577324092, -0.0735916793, 0.212311909, 0.150635242, 0.292763591, -0.160907447, -0.155293182, -0.291355461, 0.0532289259, -0.177852184, -0.315896928, -0.350374937, 0.0162270386, 0.169982612, 0.141440034, -0.258315921], [-0.18912591, -0.443750232, 6.164700e-03, 0.137978688, 0.0859147757, 0.171100572, -0.115948439, 0.249481112, -0.0737140104, -0.388003767, 0.144292489, 0.178868294, -0.521983266, -0.310941845, 0.207149208, 0.122646704]]> : tensor<4x16xf32>}> {device = ""} : () -> tensor<4x16xf32>
    %cst_13 = "tf.Const"() <{value = dense<[[-0.267446071, 0.283364058, -0.00358128548, -0.170636147, -0.249755174, -0.487440228, 0.501849353, 0.301747322, -0.437543958, -0.494870871, 0.465526342, 0.346228302, -0.185583204, 0.266096532, -0.138266146, -0.250605971], [-0.50230664, -0.269045532, -0.254945755, 0.482972324, -0.0777677298, -0.0963210761, -0.312672853, 0.362913251, 0.384926498, 0.496053517, -0.266318887, -0.240973502, -0.407656074, 0.162769377, -0.135131359, -0.400916457], [-0.49592784, -0.151428491, -0.0625799894, -0.293863118, 0.447642088, 0.17655921, 0.329701483, -0.188349456, 0.319175124, 0.427285433, 0.0251194239, 0.0562427044, -0.316813171, 0.151278436, 0.159201503, -0.252542704], [-0.267575055, 0.0489669442, 0.327390552, -0.489424944, -0.232533813, 0.196618676, 0.486672938, 0.078151226, -0.435824335, 0.260998547, 0.246559858, 0.11807251, 0.0507471561, 0.240032792, 0.162161767, -0.0663596093], [0.19502604, 0.211283565, 0.400867403, -0.459339321, -0.104668736, 0.476934195, -0.484329849, 0.302934289, -0.0997817218, -0.431539953, 0.259450138, 0.15274483, -0.376581967, 0.47051245, 0.286062956, -0.31944856], [-0.36953634, -0.131631762, 0.328428745, -0.474723279, -0.270111442, -0.491155237, -0.246994287, 0.372074485, 0.315390408, 0.345917284, 0.177603126, 0.406652391, 4.340310e-01, -0.107299894, 0.0232989192, 0.320335567]]> : tensor<6x16xf32>}> {device = ""} : () -> tensor<6x16xf32>
    %cst_14 = "tf.Const"() <{value = dense<[-0.0535259731, -0.162048429, -0.0356973857, 0.245932057, 0.0612403378, 0.182205319, -0.0253657587, 0.128129438, -0.250268638, -0.269299388, 0.284163624, 0.101081818, -0.00816912949, -0.227301955, 0.220126778, 0.162041992]> : tensor<16xf32>}> {device = ""} : () -> tensor<16xf32>
    %cst_15 = "tf.Const"() <{value = dense<0.000000e+00> : tensor<1x4xf32>}> {device = ""} : () -> tensor<1x4xf32>
    %cst_16 = "tf.Const"() <{value = dense<[1, 0, 2]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_17 = "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %cst_18 = "tf.Const"() <{value = dense<[[9.411430e-02, -0.586624205, 0.0249180067, 0.418699831, 0.128943518, 0.193333298, 0.0430771634, 0.206800044, 0.0970635339, 0.0803830921, -0.211113423, -0.461527526, 0.11194846, -0.212537855, -0.188499406, 7.590660e-02], [0.0794071778, -0.283684492, -0.0663494617, 0.038865611, -0.200336456, 0.156370386, -0.161405012, -0.550442755, 0.218004569, 0.0870295912, 0.0925226211, 0.364839405, -0.0445970744, 8.651760e-02, -0.542157471, 0.116199598], [-0.0585236512, -0.0864962264, -0.149152368, -0.297557831, -0.316104978, -0.22777757, 0.224105641, 0.36086157, 0.00249742065, 0.115618713, -0.187987611, 0.274890751, -0.132597372, -0.576439738, -0.226074085, 0.144236669], [0.0995110198, 0.262058884, 0.035159871, 0.381051511, -0.0405525938, -0.258463234, 0.355246663, 0.265102893, 0.332796514, 0.148764893, 0.0340593606, 0.0149638057, -0.291874141, 0.417702317, -0.212699324, 0.266239643]]> : tensor<4x16xf32>}> {device = ""} : () -> tensor<4x16xf32>
    %cst_19 = "tf.Const"() <{value = dense<[[-0.30798465, -0.0400832593, -0.0253041685, 0.0139023066, 0.161300778, 0.442958772, 0.373340249, -0.115295291, -0.214219898, -0.232451022, 0.227601707, -0.172443777, -0.381174266, 0.395179152, -0.014616251, -0.134051979], [-0.20260796, 0.334613979, -0.45127967, -0.0632036626, -0.402046025, 0.104375899, -0.32795471, 0.258790135, 0.39114517, -0.452330142, -0.426603884, -0.324661046, 0.426778972, 0.4738608, 0.237461448, -0.134740651], [3.546540e-01, 0.265028596, -0.0372813046, -0.0848471224, -0.471875101, -0.270706862, 0.154026031, -0.337181777, 0.343140423, -0.00314736366, -0.464765579, 0.0567763448, -0.240840256, 0.377730072, 0.0833503603, -0.29417789], [-0.0597985685, 0.262647212, 0.34014374, -0.513156295, 0.305401325, 0.191874087, -0.426922381, 0.24370724, -0.395291358, 0.356783748, -0.254006207, 0.0870047211, 0.137938797, 0.452924073, -0.237434298, 0.00885492563], [-0.00242656469, -0.270071983, 0.280070245, -0.428493559, 0.00934398174, -0.413664669, 0.392550528, 0.253746629, -0.467756569, -0.227794588, -0.0669144392, -0.093791306, 0.0660367608, -0.142103672, -0.329150021, 0.39753139], [0.14233911, 0.225978374, -0.438275456, -0.059673667, -0.271512926, 0.438164651, -0.481953591, -0.268881172, 0.513684452, -0.377718151, 0.238226533, 0.269965053, -0.161909878, 0.0346544981, 0.267204762, 0.442257643]]> : tensor<6x16xf32>}> {device = ""} : () -> tensor<6x16xf32>
    %cst_20 = "tf.Const"() <{value = dense<[-0.185189068, -0.292611212, -0.29041791, 0.172758147, 0.212342501, 0.238725051, -0.211311832, -0.192877725, -0.146569148, 0.166591629, -0.157620504, -0.022010887, 0.272011459, -0.293914109, -0.139001414, 0.162576407]> : tensor<16xf32>}> {device = ""} : () -> tensor<16xf32>
    %cst_21 = "tf.Const"() <{value = dense<0> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %cst_22 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_23 = "tf.Const"() <{value = dense<-1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %cst_24 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_25 = "tf.Const"() <{value = dense<[1, 6]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_26 = "tf.Const"() <{value = dense<1> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_27 = "tf.Const"() <{value = dense<[1, 4]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %0 = "tf.TensorListReserve"(%cst_27, %cst_0) {device = ""} : (tensor<2xi32>, tensor<i32>) -> tensor<!tf_type.variant<tensor<1x4xf32>>>
    %1 = "tf.TensorListReserve"(%cst_27, %cst_17) {device = ""} : (tensor<2xi32>, tensor<i32>) -> tensor<!tf_type.variant<tensor<1x4xf32>>>
    %2 = "tf.Identity"(%cst_3) {_has_manual_control_dependencies = true, device = ""} : (tensor<50x6xf32>) -> tensor<50x6xf32>
    %3 = "tf.Identity"(%cst_2) {_has_manual_control_dependencies = true, device = ""} : (tensor<3xf32>) -> tensor<3xf32>
    %4 = "tf.Identity"(%cst_1) {_has_manual_control_dependencies = true, device = ""} : (tensor<8x3xf32>) -> tensor<8x3xf32>
    %5 = "tf.NotEqual"(%arg0, %cst_21) <{incompatible_shape_error = true}> {device = ""} : (tensor<1x10xi32>, tensor<i32>) -> tensor<1x10xi1>
    %6 = "tf.ExpandDims"(%5, %cst_23) {device = ""} : (tensor<1x10xi1>, tensor<i32>) -> tensor<1x10x1xi1>
    %7 = "tf.Transpose"(%6, %cst_16) {device = ""} : (tensor<1x10x1xi1>, tensor<3xi32>) -> tensor<10x1x1xi1>
    %8 = "tf.ReverseV2"(%7, %cst_24) {device = ""} : (tensor<10x1x1xi1>, tensor<1xi32>) -> tensor<10x1x1xi1>
    %9 = "tf.TensorListFromTensor"(%8, %cst_26) {device = ""} : (tensor<10x1x1xi1>, tensor<2xi32>) -> tensor<!tf_type.variant<tensor<1x1xi1>>>
    %10 = "tf.TensorListFromTensor"(%7, %cst_26) {device = ""} : (tensor<10x1x1xi1>, tensor<2xi32>) -> tensor<!tf_type.variant<tensor<1x1xi1>>>
    %11 = "tf.Less"(%arg0, %cst_21) {device = ""} : (tensor<1x10xi32>, tensor<i32>) -> tensor<1x10xi1>
    %12 = "tf.AddV2"(%arg0, %cst) {device = ""} : (tensor<1x10xi32>, tensor<i32>) -> tensor<1x10xi32>
    %13 = "tf.SelectV2"(%11, %12, %arg0) {device = ""} : (tensor<1x10xi1>, tensor<1x10xi32>, tensor<1x10xi32>) -> tensor<1x10xi32>
    %14 = "tf.GatherV2"(%2, %13, %cst_21) <{batch_dims = 0 : i64}> {device = ""} : (tensor<50x6xf32>, tensor<1x10xi32>, tensor<i32>) -> tensor<1x10x6xf32>
    %15 = "tf.Transpose"(%14, %cst_16) {device = ""} : (tensor<1x10x6xf32>, tensor<3xi32>) -> tensor<10x1x6xf32>
    %16 = "tf.ReverseV2"(%15, %cst_24) {device = ""} : (tensor<10x1x6xf32>, tensor<1xi32>) -> tensor<10x1x6xf32>
    %17 = "tf.TensorListFromTensor"(%16, %cst_25) {device = ""} : (tensor<10x1x6xf32>, tensor<2xi32>) -> tensor<!tf_type.variant<tensor<1x6xf32>>>
    %18:13 = "tf.While"(%cst_21, %cst_0, %cst_21, %0, %cst_15, %cst_15, %cst_15, %17, %9, %cst_19, %cst_18, %cst_20, %cst_15) <{body = @functional_14_1_bidirectional_1_backward_lstm_1_1_while_body_frozen_1113940, cond = @functional_14_1_bidirectional_1_backward_lstm_1_1_while_cond_frozen_1113930, is_stateless = false, parallel_iterations = 32 : i64, shape_invariant}> {_has_manual_control_dependencies = true, _lower_using_switch_merge = false, _num_original_outputs = 13 : i64, _read_only_resource_inputs = [9, 10, 11], device = ""} : (tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<1x4xf32>>>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<!tf_type.variant<tensor<1x6xf32>>>, tensor<!tf_type.variant<tensor<1x1xi1>>>, tensor<6x16xf32>, tensor<4x16xf32>, tensor<16xf32>, tensor<1x4xf32>) -> (tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<1x4xf32>>>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<!tf_type.variant<tensor<1x6xf32>>>, tensor<!tf_type.variant<tensor<1x1xi1>>>, tensor<6x16xf32>, tensor<4x16xf32>, tensor<16xf32>, tensor<1x4xf32>)
    %19 = "tf.TensorListStack"(%18#3, %cst_27) <{num_elements = 10 : i64}> {device = ""} : (tensor<!tf_type.variant<tensor<1x4xf32>>>, tensor<2xi32>) -> tensor<10x1x4xf32>
    %20 = "tf.Transpose"(%19, %cst_16) {device = ""} : (tensor<10x1x4xf32>, tensor<3xi32>) -> tensor<1x10x4xf32>
    %21 = "tf.ReverseV2"(%20, %cst_22) {device = ""} : (tensor<1x10x4xf32>, tensor<1xi32>) -> tensor<1x10x4xf32>
    %22 = "tf.TensorListFromTensor"(%15, %cst_25) {device = ""} : (tensor<10x1x6xf32>, tensor<2xi32>) -> tensor<!tf_type.variant<tensor<1x6xf32>>>
    %23:13 = "tf.While"(%cst_21, %cst_0, %cst_21, %0, %cst_15, %cst_15, %cst_15, %22, %10, %cst_13, %cst_12, %cst_14, %cst_15) <{body = @functional_14_1_bidirectional_1_forward_lstm_1_1_while_body_frozen_1113920, cond = @functional_14_1_bidirectional_1_forward_lstm_1_1_while_cond_frozen_1113910, is_stateless = false, parallel_iterations = 32 : i64, shape_invariant}> {_has_manual_control_dependencies = true, _lower_using_switch_merge = false, _num_original_outputs = 13 : i64, _read_only_resource_inputs = [9, 10, 11], device = ""} : (tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<1x4xf32>>>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<!tf_type.variant<tensor<1x6xf32>>>, tensor<!tf_type.variant<tensor<1x1xi1>>>, tensor<6x16xf32>, tensor<4x16xf32>, tensor<16xf32>, tensor<1x4xf32>) -> (tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<1x4xf32>>>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<!tf_type.variant<tensor<1x6xf32>>>, tensor<!tf_type.variant<tensor<1x1xi1>>>, tensor<6x16xf32>, tensor<4x16xf32>, tensor<16xf32>, tensor<1x4xf32>)
    %24 = "tf.TensorListStack"(%23#3, %cst_27) <{num_elements = 10 : i64}> {device = ""} : (tensor<!tf_type.variant<tensor<1x4xf32>>>, tensor<2xi32>) -> tensor<10x1x4xf32>
    %25 = "tf.Transpose"(%24, %cst_16) {device = ""} : (tensor<10x1x4xf32>, tensor<3xi32>) -> tensor<1x10x4xf32>
    %26 = "tf.ConcatV2"(%25, %21, %cst_23) {device = ""} : (tensor<1x10x4xf32>, tensor<1x10x4xf32>, tensor<i32>) -> tensor<1x10x8xf32>
    %27 = "tf.Transpose"(%26, %cst_16) {device = ""} : (tensor<1x10x8xf32>, tensor<3xi32>) -> tensor<10x1x8xf32>
    %28 = "tf.ReverseV2"(%27, %cst_24) {device = ""} : (tensor<10x1x8xf32>, tensor<1xi32>) -> tensor<10x1x8xf32>
    %29 = "tf.TensorListFromTensor"(%28, %cst_11) {device = ""} : (tensor<10x1x8xf32>, tensor<2xi32>) -> tensor<!tf_type.variant<tensor<1x8xf32>>>
    %30:12 = "tf.While"(%cst_21, %cst_0, %cst_21, %1, %cst_15, %cst_15, %cst_15, %29, %9, %cst_9, %cst_8, %cst_10) <{body = @functional_14_1_bidirectional_1_2_backward_lstm_2_1_while_body_frozen_1113980, cond = @functional_14_1_bidirectional_1_2_backward_lstm_2_1_while_cond_frozen_1113970, is_stateless = false, parallel_iterations = 32 : i64, shape_invariant}> {_has_manual_control_dependencies = true, _lower_using_switch_merge = false, _num_original_outputs = 12 : i64, _read_only_resource_inputs = [9, 10, 11], device = ""} : (tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<1x4xf32>>>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<!tf_type.variant<tensor<1x8xf32>>>, tensor<!tf_type.variant<tensor<1x1xi1>>>, tensor<8x16xf32>, tensor<4x16xf32>, tensor<16xf32>) -> (tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<1x4xf32>>>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<!tf_type.variant<tensor<1x8xf32>>>, tensor<!tf_type.variant<tensor<1x1xi1>>>, tensor<8x16xf32>, tensor<4x16xf32>, tensor<16xf32>)
    %31 = "tf.TensorListStack"(%30#3, %cst_27) <{num_elements = 1 : i64}> {device = ""} : (tensor<!tf_type.variant<tensor<1x4xf32>>>, tensor<2xi32>) -> tensor<1x1x4xf32>
    %32 = "tf.StridedSlice"(%31, %cst_7, %cst_24, %cst_22) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 1 : i64}> {device = ""} : (tensor<1x1x4xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1x4xf32>
    %33 = "tf.TensorListFromTensor"(%27, %cst_11) {device = ""} : (tensor<10x1x8xf32>, tensor<2xi32>) -> tensor<!tf_type.variant<tensor<1x8xf32>>>
    %34:12 = "tf.While"(%cst_21, %cst_0, %cst_21, %1, %cst_15, %cst_15, %cst_15, %33, %10, %cst_5, %cst_4, %cst_6) <{body = @functional_14_1_bidirectional_1_2_forward_lstm_2_1_while_body_frozen_1113960, cond = @functional_14_1_bidirectional_1_2_forward_lstm_2_1_while_cond_frozen_1113950, is_stateless = false, parallel_iterations = 32 : i64, shape_invariant}> {_has_manual_control_dependencies = true, _lower_using_switch_merge = false, _num_original_outputs = 12 : i64, _read_only_resource_inputs = [9, 10, 11], device = ""} : (tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<1x4xf32>>>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<!tf_type.variant<tensor<1x8xf32>>>, tensor<!tf_type.variant<tensor<1x1xi1>>>, tensor<8x16xf32>, tensor<4x16xf32>, tensor<16xf32>) -> (tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<1x4xf32>>>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<!tf_type.variant<tensor<1x8xf32>>>, tensor<!tf_type.variant<tensor<1x1xi1>>>, tensor<8x16xf32>, tensor<4x16xf32>, tensor<16xf32>)
    %35 = "tf.TensorListStack"(%34#3, %cst_27) <{num_elements = 1 : i64}> {device = ""} : (tensor<!tf_type.variant<tensor<1x4xf32>>>, tensor<2xi32>) -> tensor<1x1x4xf32>
    %36 = "tf.StridedSlice"(%35, %cst_7, %cst_24, %cst_22) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 1 : i64}> {device = ""} : (tensor<1x1x4xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1x4xf32>
    %37 = "tf.ConcatV2"(%36, %32, %cst_23) {device = ""} : (tensor<1x4xf32>, tensor<1x4xf32>, tensor<i32>) -> tensor<1x8xf32>
    %38 = "tf.MatMul"(%37, %4) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<1x8xf32>, tensor<8x3xf32>) -> tensor<1x3xf32>
    %39 = "tf.BiasAdd"(%38, %3) <{data_format = "NHWC"}> {device = ""} : (tensor<1x3xf32>, tensor<3xf32>) -> tensor<1x3xf32>
    %40 = "tf.Softmax"(%39) {device = ""} : (tensor<1x3xf32>) -> tensor<1x3xf32>
    %41 = "tf.Identity"(%40) {device = ""} : (tensor<1x3xf32>) -> tensor<1x3xf32>
    return %41 : tensor<1x3xf32>
  }
  func.func private @functional_14_1_bidirectional_1_backward_lstm_1_1_while_body_frozen_1113940(%arg0: tensor<i32> {tf._user_specified_name = "functional_14_1/bidirectional_1/backward_lstm_1_1/while/loop_counter"}, %arg1: tensor<i32> {tf._user_specified_name = "functional_14_1/bidirectional_1/backward_lstm_1_1/Max"}, %arg2: tensor<i32>, %arg3: tensor<!tf_type.variant<tensor<1x4xf32>>>, %arg4: tensor<1x4xf32>, %arg5: tensor<1x4xf32>, %arg6: tensor<1x4xf32>, %arg7: tensor<!tf_type.variant<tensor<1x6xf32>>> {tf._user_specified_name = "functional_14_1/bidirectional_1/backward_lstm_1_1/TensorArrayUnstack/TensorListFromTensor"}, %arg8: tensor<!tf_type.variant<tensor<1x1xi1>>> {tf._user_specified_name = "functional_14_1/bidirectional_1/backward_lstm_1_1/TensorArrayUnstack_1/TensorListFromTensor"}, %arg9: tensor<6x16xf32> {tf._user_specified_name = "resource"}, %arg10: tensor<4x16xf32> {tf._user_specified_name = "resource"}, %arg11: tensor<16xf32> {tf._user_specified_name = "resource"}, %arg12: tensor<1x4xf32> {tf._user_specified_name = "functional_14_1/bidirectional_1/backward_lstm_1_1/zeros_like"}) -> (tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<1x4xf32>>>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<!tf_type.variant<tensor<1x6xf32>>>, tensor<!tf_type.variant<tensor<1x1xi1>>>, tensor<6x16xf32>, tensor<4x16xf32>, tensor<16xf32>, tensor<1x4xf32>) attributes {tf._construction_context = "kEagerRuntime", tf.signature.is_stateful} {
    %cst = "tf.Const"() <{value = dense<[1, 6]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_0 = "tf.Const"() <{value = dense<1> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_1 = "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %0 = "tf.AddV2"(%arg0, %cst_1) {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %1 = "tf.Identity"(%arg11) {device = ""} : (tensor<16xf32>) -> tensor<16xf32>
    %2 = "tf.Identity"(%arg10) {device = ""} : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %3 = "tf.Identity"(%arg9) {device = ""} : (tensor<6x16xf32>) -> tensor<6x16xf32>
    %4 = "tf.Identity"(%0) {device = ""} : (tensor<i32>) -> tensor<i32>
    %5 = "tf.Identity"(%arg1) {device = ""} : (tensor<i32>) -> tensor<i32>
    %6 = "tf.AddV2"(%arg2, %cst_1) {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %7 = "tf.Identity"(%6) {device = ""} : (tensor<i32>) -> tensor<i32>
    %8 = "tf.MatMul"(%arg5, %2) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<1x4xf32>, tensor<4x16xf32>) -> tensor<1x16xf32>
    %9 = "tf.Squeeze"(%8) <{squeeze_dims = []}> {device = ""} : (tensor<1x16xf32>) -> tensor<16xf32>
    %10 = "tf.TensorListGetItem"(%arg8, %arg2, %cst_0) {device = ""} : (tensor<!tf_type.variant<tensor<1x1xi1>>>, tensor<i32>, tensor<2xi32>) -> tensor<1x1xi1>
    %11 = "tf.TensorListGetItem"(%arg7, %arg2, %cst) {device = ""} : (tensor<!tf_type.variant<tensor<1x6xf32>>>, tensor<i32>, tensor<2xi32>) -> tensor<1x6xf32>
    %12 = "tf.MatMul"(%11, %3) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<1x6xf32>, tensor<6x16xf32>) -> tensor<1x16xf32>
    %13 = "tf.BiasAdd"(%12, %9) <{data_format = "NHWC"}> {device = ""} : (tensor<1x16xf32>, tensor<16xf32>) -> tensor<1x16xf32>
    %14 = "tf.BiasAdd"(%13, %1) <{data_format = "NHWC"}> {device = ""} : (tensor<1x16xf32>, tensor<16xf32>) -> tensor<1x16xf32>
    %15:4 = "tf.Split"(%cst_1, %14) {device = ""} : (tensor<i32>, tensor<1x16xf32>) -> (tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
    %16 = "tf.Sigmoid"(%15#0) {device = ""} : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %17 = "tf.Sigmoid"(%15#1) {device = ""} : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %18 = "tf.Mul"(%17, %arg6) {device = ""} : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
    %19 = "tf.Sigmoid"(%15#3) {device = ""} : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %20 = "tf.Tanh"(%15#2) {device = ""} : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %21 = "tf.Mul"(%16, %20) {device = ""} : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
    %22 = "tf.AddV2"(%18, %21) {device = ""} : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
    %23 = "tf.SelectV2"(%10, %22, %arg6) {device = ""} : (tensor<1x1xi1>, tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
    %24 = "tf.Identity"(%23) {device = ""} : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %25 = "tf.Tanh"(%22) {device = ""} : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %26 = "tf.Mul"(%19, %25) {device = ""} : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
    %27 = "tf.SelectV2"(%10, %26, %arg12) {device = ""} : (tensor<1x1xi1>, tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
    %28 = "tf.Identity"(%27) {device = ""} : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %29 = "tf.TensorListSetItem"(%arg3, %arg2, %27) <{resize_if_index_out_of_bounds = false}> {device = ""} : (tensor<!tf_type.variant<tensor<1x4xf32>>>, tensor<i32>, tensor<1x4xf32>) -> tensor<!tf_type.variant<tensor<1x4xf32>>>
    %30 = "tf.Identity"(%29) {device = ""} : (tensor<!tf_type.variant<tensor<1x4xf32>>>) -> tensor<!tf_type.variant<tensor<1x4xf32>>>
    %31 = "tf.SelectV2"(%10, %26, %arg5) {device = ""} : (tensor<1x1xi1>, tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
    %32 = "tf.Identity"(%31) {device = ""} : (tensor<1x4xf32>) -> tensor<1x4xf32>
    return %4, %5, %7, %30, %28, %32, %24, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12 : tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<1x4xf32>>>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<!tf_type.variant<tensor<1x6xf32>>>, tensor<!tf_type.variant<tensor<1x1xi1>>>, tensor<6x16xf32>, tensor<4x16xf32>, tensor<16xf32>, tensor<1x4xf32>
  }
  func.func private @functional_14_1_bidirectional_1_backward_lstm_1_1_while_cond_frozen_1113930(%arg0: tensor<i32> {tf._user_specified_name = "functional_14_1/bidirectional_1/backward_lstm_1_1/while/loop_counter"}, %arg1: tensor<i32> {tf._user_specified_name = "functional_14_1/bidirectional_1/backward_lstm_1_1/Max"}, %arg2: tensor<i32>, %arg3: tensor<!tf_type.variant<tensor<1x4xf32>>>, %arg4: tensor<1x4xf32>, %arg5: tensor<1x4xf32>, %arg6: tensor<1x4xf32>, %arg7: tensor<!tf_type.variant<tensor<1x6xf32>>>, %arg8: tensor<!tf_type.variant<tensor<1x1xi1>>>, %arg9: tensor<6x16xf32>, %arg10: tensor<4x16xf32>, %arg11: tensor<16xf32>, %arg12: tensor<1x4xf32>) -> tensor<i1> attributes {tf._construction_context = "kEagerRuntime"} {
    %cst = "tf.Const"() <{value = dense<10> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %0 = "tf.Less"(%arg0, %arg1) {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1 = "tf.Less"(%arg2, %cst) {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2 = "tf.LogicalAnd"(%0, %1) {device = ""} : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %3 = "tf.Identity"(%2) {device = ""} : (tensor<i1>) -> tensor<i1>
    return %3 : tensor<i1>
  }
  func.func private @functional_14_1_bidirectional_1_forward_lstm_1_1_while_body_frozen_1113920(%arg0: tensor<i32> {tf._user_specified_name = "functional_14_1/bidirectional_1/forward_lstm_1_1/while/loop_counter"}, %arg1: tensor<i32> {tf._user_specified_name = "functional_14_1/bidirectional_1/forward_lstm_1_1/Max"}, %arg2: tensor<i32>, %arg3: tensor<!tf_type.variant<tensor<1x4xf32>>>, %arg4: tensor<1x4xf32>, %arg5: tensor<1x4xf32>, %arg6: tensor<1x4xf32>, %arg7: tensor<!tf_type.variant<tensor<1x6xf32>>> {tf._user_specified_name = "functional_14_1/bidirectional_1/forward_lstm_1_1/TensorArrayUnstack/TensorListFromTensor"}, %arg8: tensor<!tf_type.variant<tensor<1x1xi1>>> {tf._user_specified_name = "functional_14_1/bidirectional_1/forward_lstm_1_1/TensorArrayUnstack_1/TensorListFromTensor"}, %arg9: tensor<6x16xf32> {tf._user_specified_name = "resource"}, %arg10: tensor<4x16xf32> {tf._user_specified_name = "resource"}, %arg11: tensor<16xf32> {tf._user_specified_name = "resource"}, %arg12: tensor<1x4xf32> {tf._user_specified_name = "functional_14_1/bidirectional_1/forward_lstm_1_1/zeros_like"}) -> (tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<1x4xf32>>>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<!tf_type.variant<tensor<1x6xf32>>>, tensor<!tf_type.variant<tensor<1x1xi1>>>, tensor<6x16xf32>, tensor<4x16xf32>, tensor<16xf32>, tensor<1x4xf32>) attributes {tf._construction_context = "kEagerRuntime", tf.signature.is_stateful} {
    %cst = "tf.Const"() <{value = dense<[1, 6]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_0 = "tf.Const"() <{value = dense<1> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_1 = "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %0 = "tf.AddV2"(%arg0, %cst_1) {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %1 = "tf.Identity"(%arg11) {device = ""} : (tensor<16xf32>) -> tensor<16xf32>
    %2 = "tf.Identity"(%arg10) {device = ""} : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %3 = "tf.Identity"(%arg9) {device = ""} : (tensor<6x16xf32>) -> tensor<6x16xf32>
    %4 = "tf.Identity"(%0) {device = ""} : (tensor<i32>) -> tensor<i32>
    %5 = "tf.Identity"(%arg1) {device = ""} : (tensor<i32>) -> tensor<i32>
    %6 = "tf.AddV2"(%arg2, %cst_1) {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %7 = "tf.Identity"(%6) {device = ""} : (tensor<i32>) -> tensor<i32>
    %8 = "tf.MatMul"(%arg5, %2) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<1x4xf32>, tensor<4x16xf32>) -> tensor<1x16xf32>
    %9 = "tf.Squeeze"(%8) <{squeeze_dims = []}> {device = ""} : (tensor<1x16xf32>) -> tensor<16xf32>
    %10 = "tf.TensorListGetItem"(%arg8, %arg2, %cst_0) {device = ""} : (tensor<!tf_type.variant<tensor<1x1xi1>>>, tensor<i32>, tensor<2xi32>) -> tensor<1x1xi1>
    %11 = "tf.TensorListGetItem"(%arg7, %arg2, %cst) {device = ""} : (tensor<!tf_type.variant<tensor<1x6xf32>>>, tensor<i32>, tensor<2xi32>) -> tensor<1x6xf32>
    %12 = "tf.MatMul"(%11, %3) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<1x6xf32>, tensor<6x16xf32>) -> tensor<1x16xf32>
    %13 = "tf.BiasAdd"(%12, %9) <{data_format = "NHWC"}> {device = ""} : (tensor<1x16xf32>, tensor<16xf32>) -> tensor<1x16xf32>
    %14 = "tf.BiasAdd"(%13, %1) <{data_format = "NHWC"}> {device = ""} : (tensor<1x16xf32>, tensor<16xf32>) -> tensor<1x16xf32>
    %15:4 = "tf.Split"(%cst_1, %14) {device = ""} : (tensor<i32>, tensor<1x16xf32>) -> (tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
    %16 = "tf.Sigmoid"(%15#0) {device = ""} : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %17 = "tf.Sigmoid"(%15#1) {device = ""} : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %18 = "tf.Mul"(%17, %arg6) {device = ""} : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
    %19 = "tf.Sigmoid"(%15#3) {device = ""} : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %20 = "tf.Tanh"(%15#2) {device = ""} : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %21 = "tf.Mul"(%16, %20) {device = ""} : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
    %22 = "tf.AddV2"(%18, %21) {device = ""} : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
    %23 = "tf.SelectV2"(%10, %22, %arg6) {device = ""} : (tensor<1x1xi1>, tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
    %24 = "tf.Identity"(%23) {device = ""} : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %25 = "tf.Tanh"(%22) {device = ""} : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %26 = "tf.Mul"(%19, %25) {device = ""} : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
    %27 = "tf.SelectV2"(%10, %26, %arg12) {device = ""} : (tensor<1x1xi1>, tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
    %28 = "tf.Identity"(%27) {device = ""} : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %29 = "tf.TensorListSetItem"(%arg3, %arg2, %27) <{resize_if_index_out_of_bounds = false}> {device = ""} : (tensor<!tf_type.variant<tensor<1x4xf32>>>, tensor<i32>, tensor<1x4xf32>) -> tensor<!tf_type.variant<tensor<1x4xf32>>>
    %30 = "tf.Identity"(%29) {device = ""} : (tensor<!tf_type.variant<tensor<1x4xf32>>>) -> tensor<!tf_type.variant<tensor<1x4xf32>>>
    %31 = "tf.SelectV2"(%10, %26, %arg5) {device = ""} : (tensor<1x1xi1>, tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
    %32 = "tf.Identity"(%31) {device = ""} : (tensor<1x4xf32>) -> tensor<1x4xf32>
    return %4, %5, %7, %30, %28, %32, %24, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12 : tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<1x4xf32>>>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<!tf_type.variant<tensor<1x6xf32>>>, tensor<!tf_type.variant<tensor<1x1xi1>>>, tensor<6x16xf32>, tensor<4x16xf32>, tensor<16xf32>, tensor<1x4xf32>
  }
  func.func private @functional_14_1_bidirectional_1_forward_lstm_1_1_while_cond_frozen_1113910(%arg0: tensor<i32> {tf._user_specified_name = "functional_14_1/bidirectional_1/forward_lstm_1_1/while/loop_counter"}, %arg1: tensor<i32> {tf._user_specified_name = "functional_14_1/bidirectional_1/forward_lstm_1_1/Max"}, %arg2: tensor<i32>, %arg3: tensor<!tf_type.variant<tensor<1x4xf32>>>, %arg4: tensor<1x4xf32>, %arg5: tensor<1x4xf32>, %arg6: tensor<1x4xf32>, %arg7: tensor<!tf_type.variant<tensor<1x6xf32>>>, %arg8: tensor<!tf_type.variant<tensor<1x1xi1>>>, %arg9: tensor<6x16xf32>, %arg10: tensor<4x16xf32>, %arg11: tensor<16xf32>, %arg12: tensor<1x4xf32>) -> tensor<i1> attributes {tf._construction_context = "kEagerRuntime"} {
    %cst = "tf.Const"() <{value = dense<10> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %0 = "tf.Less"(%arg0, %arg1) {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1 = "tf.Less"(%arg2, %cst) {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2 = "tf.LogicalAnd"(%0, %1) {device = ""} : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %3 = "tf.Identity"(%2) {device = ""} : (tensor<i1>) -> tensor<i1>
    return %3 : tensor<i1>
  }
  func.func private @functional_14_1_bidirectional_1_2_backward_lstm_2_1_while_body_frozen_1113980(%arg0: tensor<i32> {tf._user_specified_name = "functional_14_1/bidirectional_1_2/backward_lstm_2_1/while/loop_counter"}, %arg1: tensor<i32> {tf._user_specified_name = "functional_14_1/bidirectional_1_2/backward_lstm_2_1/Max"}, %arg2: tensor<i32>, %arg3: tensor<!tf_type.variant<tensor<1x4xf32>>>, %arg4: tensor<1x4xf32>, %arg5: tensor<1x4xf32>, %arg6: tensor<1x4xf32>, %arg7: tensor<!tf_type.variant<tensor<1x8xf32>>> {tf._user_specified_name = "functional_14_1/bidirectional_1_2/backward_lstm_2_1/TensorArrayUnstack/TensorListFromTensor"}, %arg8: tensor<!tf_type.variant<tensor<1x1xi1>>> {tf._user_specified_name = "functional_14_1/bidirectional_1_2/backward_lstm_2_1/TensorArrayUnstack_1/TensorListFromTensor"}, %arg9: tensor<8x16xf32> {tf._user_specified_name = "resource"}, %arg10: tensor<4x16xf32> {tf._user_specified_name = "resource"}, %arg11: tensor<16xf32> {tf._user_specified_name = "resource"}) -> (tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<1x4xf32>>>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<!tf_type.variant<tensor<1x8xf32>>>, tensor<!tf_type.variant<tensor<1x1xi1>>>, tensor<8x16xf32>, tensor<4x16xf32>, tensor<16xf32>) attributes {tf._construction_context = "kEagerRuntime", tf.signature.is_stateful} {
    %cst = "tf.Const"() <{value = dense<[1, 8]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_0 = "tf.Const"() <{value = dense<1> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_1 = "tf.Const"() <{value = dense<0> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %cst_2 = "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %0 = "tf.AddV2"(%arg0, %cst_2) {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %1 = "tf.Identity"(%arg11) {device = ""} : (tensor<16xf32>) -> tensor<16xf32>
    %2 = "tf.Identity"(%arg10) {device = ""} : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %3 = "tf.Identity"(%arg9) {device = ""} : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %4 = "tf.Identity"(%0) {device = ""} : (tensor<i32>) -> tensor<i32>
    %5 = "tf.Identity"(%arg1) {device = ""} : (tensor<i32>) -> tensor<i32>
    %6 = "tf.AddV2"(%arg2, %cst_2) {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %7 = "tf.Identity"(%6) {device = ""} : (tensor<i32>) -> tensor<i32>
    %8 = "tf.MatMul"(%arg5, %2) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<1x4xf32>, tensor<4x16xf32>) -> tensor<1x16xf32>
    %9 = "tf.Squeeze"(%8) <{squeeze_dims = []}> {device = ""} : (tensor<1x16xf32>) -> tensor<16xf32>
    %10 = "tf.TensorListGetItem"(%arg8, %arg2, %cst_0) {device = ""} : (tensor<!tf_type.variant<tensor<1x1xi1>>>, tensor<i32>, tensor<2xi32>) -> tensor<1x1xi1>
    %11 = "tf.TensorListGetItem"(%arg7, %arg2, %cst) {device = ""} : (tensor<!tf_type.variant<tensor<1x8xf32>>>, tensor<i32>, tensor<2xi32>) -> tensor<1x8xf32>
    %12 = "tf.MatMul"(%11, %3) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<1x8xf32>, tensor<8x16xf32>) -> tensor<1x16xf32>
    %13 = "tf.BiasAdd"(%12, %9) <{data_format = "NHWC"}> {device = ""} : (tensor<1x16xf32>, tensor<16xf32>) -> tensor<1x16xf32>
    %14 = "tf.BiasAdd"(%13, %1) <{data_format = "NHWC"}> {device = ""} : (tensor<1x16xf32>, tensor<16xf32>) -> tensor<1x16xf32>
    %15:4 = "tf.Split"(%cst_2, %14) {device = ""} : (tensor<i32>, tensor<1x16xf32>) -> (tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
    %16 = "tf.Sigmoid"(%15#0) {device = ""} : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %17 = "tf.Sigmoid"(%15#1) {device = ""} : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %18 = "tf.Mul"(%17, %arg6) {device = ""} : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
    %19 = "tf.Sigmoid"(%15#3) {device = ""} : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %20 = "tf.Tanh"(%15#2) {device = ""} : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %21 = "tf.Mul"(%16, %20) {device = ""} : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
    %22 = "tf.AddV2"(%18, %21) {device = ""} : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
    %23 = "tf.SelectV2"(%10, %22, %arg6) {device = ""} : (tensor<1x1xi1>, tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
    %24 = "tf.Identity"(%23) {device = ""} : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %25 = "tf.Tanh"(%22) {device = ""} : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %26 = "tf.Mul"(%19, %25) {device = ""} : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
    %27 = "tf.SelectV2"(%10, %26, %arg4) {device = ""} : (tensor<1x1xi1>, tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
    %28 = "tf.Identity"(%27) {device = ""} : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %29 = "tf.TensorListSetItem"(%arg3, %cst_1, %27) <{resize_if_index_out_of_bounds = false}> {device = ""} : (tensor<!tf_type.variant<tensor<1x4xf32>>>, tensor<i32>, tensor<1x4xf32>) -> tensor<!tf_type.variant<tensor<1x4xf32>>>
    %30 = "tf.Identity"(%29) {device = ""} : (tensor<!tf_type.variant<tensor<1x4xf32>>>) -> tensor<!tf_type.variant<tensor<1x4xf32>>>
    %31 = "tf.SelectV2"(%10, %26, %arg5) {device = ""} : (tensor<1x1xi1>, tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
    %32 = "tf.Identity"(%31) {device = ""} : (tensor<1x4xf32>) -> tensor<1x4xf32>
    return %4, %5, %7, %30, %28, %32, %24, %arg7, %arg8, %arg9, %arg10, %arg11 : tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<1x4xf32>>>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<!tf_type.variant<tensor<1x8xf32>>>, tensor<!tf_type.variant<tensor<1x1xi1>>>, tensor<8x16xf32>, tensor<4x16xf32>, tensor<16xf32>
  }
  func.func private @functional_14_1_bidirectional_1_2_backward_lstm_2_1_while_cond_frozen_1113970(%arg0: tensor<i32> {tf._user_specified_name = "functional_14_1/bidirectional_1_2/backward_lstm_2_1/while/loop_counter"}, %arg1: tensor<i32> {tf._user_specified_name = "functional_14_1/bidirectional_1_2/backward_lstm_2_1/Max"}, %arg2: tensor<i32>, %arg3: tensor<!tf_type.variant<tensor<1x4xf32>>>, %arg4: tensor<1x4xf32>, %arg5: tensor<1x4xf32>, %arg6: tensor<1x4xf32>, %arg7: tensor<!tf_type.variant<tensor<1x8xf32>>>, %arg8: tensor<!tf_type.variant<tensor<1x1xi1>>>, %arg9: tensor<8x16xf32>, %arg10: tensor<4x16xf32>, %arg11: tensor<16xf32>) -> tensor<i1> attributes {tf._construction_context = "kEagerRuntime"} {
    %cst = "tf.Const"() <{value = dense<10> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %0 = "tf.Less"(%arg0, %arg1) {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1 = "tf.Less"(%arg2, %cst) {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2 = "tf.LogicalAnd"(%0, %1) {device = ""} : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %3 = "tf.Identity"(%2) {device = ""} : (tensor<i1>) -> tensor<i1>
    return %3 : tensor<i1>
  }
  func.func private @functional_14_1_bidirectional_1_2_forward_lstm_2_1_while_body_frozen_1113960(%arg0: tensor<i32> {tf._user_specified_name = "functional_14_1/bidirectional_1_2/forward_lstm_2_1/while/loop_counter"}, %arg1: tensor<i32> {tf._user_specified_name = "functional_14_1/bidirectional_1_2/forward_lstm_2_1/Max"}, %arg2: tensor<i32>, %arg3: tensor<!tf_type.variant<tensor<1x4xf32>>>, %arg4: tensor<1x4xf32>, %arg5: tensor<1x4xf32>, %arg6: tensor<1x4xf32>, %arg7: tensor<!tf_type.variant<tensor<1x8xf32>>> {tf._user_specified_name = "functional_14_1/bidirectional_1_2/forward_lstm_2_1/TensorArrayUnstack/TensorListFromTensor"}, %arg8: tensor<!tf_type.variant<tensor<1x1xi1>>> {tf._user_specified_name = "functional_14_1/bidirectional_1_2/forward_lstm_2_1/TensorArrayUnstack_1/TensorListFromTensor"}, %arg9: tensor<8x16xf32> {tf._user_specified_name = "resource"}, %arg10: tensor<4x16xf32> {tf._user_specified_name = "resource"}, %arg11: tensor<16xf32> {tf._user_specified_name = "resource"}) -> (tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<1x4xf32>>>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<!tf_type.variant<tensor<1x8xf32>>>, tensor<!tf_type.variant<tensor<1x1xi1>>>, tensor<8x16xf32>, tensor<4x16xf32>, tensor<16xf32>) attributes {tf._construction_context = "kEagerRuntime", tf.signature.is_stateful} {
    %cst = "tf.Const"() <{value = dense<[1, 8]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_0 = "tf.Const"() <{value = dense<1> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_1 = "tf.Const"() <{value = dense<0> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %cst_2 = "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %0 = "tf.AddV2"(%arg0, %cst_2) {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %1 = "tf.Identity"(%arg11) {device = ""} : (tensor<16xf32>) -> tensor<16xf32>
    %2 = "tf.Identity"(%arg10) {device = ""} : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %3 = "tf.Identity"(%arg9) {device = ""} : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %4 = "tf.Identity"(%0) {device = ""} : (tensor<i32>) -> tensor<i32>
    %5 = "tf.Identity"(%arg1) {device = ""} : (tensor<i32>) -> tensor<i32>
    %6 = "tf.AddV2"(%arg2, %cst_2) {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %7 = "tf.Identity"(%6) {device = ""} : (tensor<i32>) -> tensor<i32>
    %8 = "tf.MatMul"(%arg5, %2) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<1x4xf32>, tensor<4x16xf32>) -> tensor<1x16xf32>
    %9 = "tf.Squeeze"(%8) <{squeeze_dims = []}> {device = ""} : (tensor<1x16xf32>) -> tensor<16xf32>
    %10 = "tf.TensorListGetItem"(%arg8, %arg2, %cst_0) {device = ""} : (tensor<!tf_type.variant<tensor<1x1xi1>>>, tensor<i32>, tensor<2xi32>) -> tensor<1x1xi1>
    %11 = "tf.TensorListGetItem"(%arg7, %arg2, %cst) {device = ""} : (tensor<!tf_type.variant<tensor<1x8xf32>>>, tensor<i32>, tensor<2xi32>) -> tensor<1x8xf32>
    %12 = "tf.MatMul"(%11, %3) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<1x8xf32>, tensor<8x16xf32>) -> tensor<1x16xf32>
    %13 = "tf.BiasAdd"(%12, %9) <{data_format = "NHWC"}> {device = ""} : (tensor<1x16xf32>, tensor<16xf32>) -> tensor<1x16xf32>
    %14 = "tf.BiasAdd"(%13, %1) <{data_format = "NHWC"}> {device = ""} : (tensor<1x16xf32>, tensor<16xf32>) -> tensor<1x16xf32>
    %15:4 = "tf.Split"(%cst_2, %14) {device = ""} : (tensor<i32>, tensor<1x16xf32>) -> (tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
    %16 = "tf.Sigmoid"(%15#0) {device = ""} : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %17 = "tf.Sigmoid"(%15#1) {device = ""} : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %18 = "tf.Mul"(%17, %arg6) {device = ""} : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
    %19 = "tf.Sigmoid"(%15#3) {device = ""} : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %20 = "tf.Tanh"(%15#2) {device = ""} : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %21 = "tf.Mul"(%16, %20) {device = ""} : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
    %22 = "tf.AddV2"(%18, %21) {device = ""} : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
    %23 = "tf.SelectV2"(%10, %22, %arg6) {device = ""} : (tensor<1x1xi1>, tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
    %24 = "tf.Identity"(%23) {device = ""} : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %25 = "tf.Tanh"(%22) {device = ""} : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %26 = "tf.Mul"(%19, %25) {device = ""} : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
    %27 = "tf.SelectV2"(%10, %26, %arg4) {device = ""} : (tensor<1x1xi1>, tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
    %28 = "tf.Identity"(%27) {device = ""} : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %29 = "tf.TensorListSetItem"(%arg3, %cst_1, %27) <{resize_if_index_out_of_bounds = false}> {device = ""} : (tensor<!tf_type.variant<tensor<1x4xf32>>>, tensor<i32>, tensor<1x4xf32>) -> tensor<!tf_type.variant<tensor<1x4xf32>>>
    %30 = "tf.Identity"(%29) {device = ""} : (tensor<!tf_type.variant<tensor<1x4xf32>>>) -> tensor<!tf_type.variant<tensor<1x4xf32>>>
    %31 = "tf.SelectV2"(%10, %26, %arg5) {device = ""} : (tensor<1x1xi1>, tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
    %32 = "tf.Identity"(%31) {device = ""} : (tensor<1x4xf32>) -> tensor<1x4xf32>
    return %4, %5, %7, %30, %28, %32, %24, %arg7, %arg8, %arg9, %arg10, %arg11 : tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<1x4xf32>>>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<!tf_type.variant<tensor<1x8xf32>>>, tensor<!tf_type.variant<tensor<1x1xi1>>>, tensor<8x16xf32>, tensor<4x16xf32>, tensor<16xf32>
  }
  func.func private @functional_14_1_bidirectional_1_2_forward_lstm_2_1_while_cond_frozen_1113950(%arg0: tensor<i32> {tf._user_specified_name = "functional_14_1/bidirectional_1_2/forward_lstm_2_1/while/loop_counter"}, %arg1: tensor<i32> {tf._user_specified_name = "functional_14_1/bidirectional_1_2/forward_lstm_2_1/Max"}, %arg2: tensor<i32>, %arg3: tensor<!tf_type.variant<tensor<1x4xf32>>>, %arg4: tensor<1x4xf32>, %arg5: tensor<1x4xf32>, %arg6: tensor<1x4xf32>, %arg7: tensor<!tf_type.variant<tensor<1x8xf32>>>, %arg8: tensor<!tf_type.variant<tensor<1x1xi1>>>, %arg9: tensor<8x16xf32>, %arg10: tensor<4x16xf32>, %arg11: tensor<16xf32>) -> tensor<i1> attributes {tf._construction_context = "kEagerRuntime"} {
    %cst = "tf.Const"() <{value = dense<10> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %0 = "tf.Less"(%arg0, %arg1) {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1 = "tf.Less"(%arg2, %cst) {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2 = "tf.LogicalAnd"(%0, %1) {device = ""} : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %3 = "tf.Identity"(%2) {device = ""} : (tensor<i1>) -> tensor<i1>
    return %3 : tensor<i1>
  }
}
