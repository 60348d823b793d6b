module attributes {tf.versions = {bad_consumers = [], min_consumer = 0 : i32, producer = 2474 : i32}} {
  func.func @__inference_pruned_668(%arg0: tensor<1x400xf32>) -> tensor<1x9x32xf32> attributes {allow_soft_placement = false, tf.entry_function = {control_outputs = "", inputs = "waveform", outputs = "identity_RetVal"}} {
    %cst = "tf.Const"() <{value = dense<[1, 400, 1]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_0 = "tf.Const"() <{value = dense<-1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_1 = "tf.Const"() <{value = dense<[0.15809764, -0.0239964202, 0.168062434, -0.17983444, 0.0498185083, -0.294512808, -0.0951425358, 0.0112425862]> : tensor<8xf32>}> {device = ""} : () -> tensor<8xf32>
    %cst_2 = "tf.Const"() <{value = dense<[1, 1, 8]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_3 = "tf.Const"() <{value = dense<[1.0616045, 1.14407682, 1.27701426, 0.97998923, 1.13230491, 1.11912799, 0.592279196, 1.47095406]> : tensor<8xf32>}> {device = ""} : () -> tensor<8xf32>
    %cst_4 = "tf.Const"() <{value = dense<[1, 3]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_5 = "tf.Const"() <{value = dense<9.99999974E-6> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_6 = "tf.Const"() <{value = dense<[1, 79, 8]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_7 = "tf.Const"() <{value = dense<[-0.122356087, 0.0441845059, -0.294751912, -0.228904024, 0.20961754, 0.0327512212, 0.0122281304, 0.0808976218]> : tensor<8xf32>}> {device = ""} : () -> tensor<8xf32>
    %cst_8 = "tf.Const"() <{value = dense<[1, 1, 2, 4]> : tensor<4xi32>}> {device = ""} : () -> tensor<4xi32>
    %cst_9 = "tf.Const"() <{value = dense<[1.05296218, 1.02857685, 1.2737726, 1.12386632, 1.31903279, 0.676114202, 1.07655406, 1.43938029]> : tensor<8xf32>}> {device = ""} : () -> tensor<8xf32>
    %cst_10 = "tf.Const"() <{value = dense<[-1, 79, 2, 4]> : tensor<4xi32>}> {device = ""} : () -> tensor<4xi32>
    %cst_11 = "tf.Const"() <{value = dense<[1, 9, 32]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_12 = "tf.Const"() <{value = dense<"0xC4BEDE3D2428B4BED22D8FBE9BF370BEAD71BCBE20E9B53CD1FEA1BE647F8C3EFC8C80BE804F29BB4871ACBDE6D4AEBEEA27C43E047D203E082119BEB10F94BE90CF313E5C94CB3DA947B2BE700C5CBDC077A93D4AA161BE2410723E17D7ABBE90D1953C32BE80BE734810BEE4E6AA3E96FFA5BEC3019ABE358B54BE98D20C3E30A940BE8FD90EBE14906C3EA894BC3E2035CD3CD09E393EB9B64DBE94089B3E27ADAEBE284730BEB0FAD5BCA491813DC805783ED80E073E189D873EA8BE2FBEC0992C3EC061C83B00DF0E3E6C6395BE3478933D56C39FBEE451103EFC27B1BE892EC3BEC02F573E70EC963EB457563E6E74AFBE2231B93E5C4DAFBE0090D63AF9D59CBE44A3E9BD38B73C3D219BC5BED01AD13C0CED083E74F390BE18D7403D34AD793EC07AF83B9CD68A3ECDB084BE60B6ABBEF8C49DBD68ACA1BED64058BEFC7748BEDC8057BEC8EF88BD69E81DBE88D1A13D8F882ABE285DBA3EC046993DE00E04BD90182F3E9015F9BC16DF33BEDEBEA2BE963802BE7CC79BBDFA5DA0BE18F69C3EC2E589BE00BEB33A75CCA7BE886A523D209EC43E00DC41BEC8F5B0BE007B0B3C48A50CBD409FA4BE3420D03DF4A6843D8830163E6CA59B3EB47B173E40A9C13B2B4C1FBEAE8FB6BE48A3643E4092E43D3442703E96F59F3ED0BBE1BCA1D964BEB058FD3DD877B43D6E54C33EE03F4F3ED429C03EC036ABBCD6C3A43EC8D3AF3E3C2BB73DE4F5813D3A32BB3E002D853E4C8D903DF0BA603DAD61B3BE827DA7BE50F2F23D106D623E380E20BD61D395BEC973A6BE836D85BEC0909EBB8A7537BEAF308EBE77CEC3BE048A5E3E88348B3EBD6679BEB8FA5ABD9838163D6C2504BE486058BD7049053E908E2C3D65310DBE5C02D63D5DEA55BE44E3C8BDA0371E3C4423B73E3F7E84BE3BE752BE03E515BEF8653BBE3475AF3E0020563888BAC33E836099BE1D3B27BE268BB53EBCA7B4BDC0A5C03B6496E1BD48C722BD523E58BEF0F02A3D0E4FBA3EC0CED8BDF0961D3D085319BDF05094BDAC26B03E685F56BD4090833EA8D55C3D8C8180BE224DA13EE9B72BBEA0DBC0BC905F803E46E0A2BE14061B3EFA6D953E5006BEBDE0025DBCA02C893D70FFE93C3CA58B3E6C4BCEBD6AE6C03EE00FC63EB0FDC43D7F71BCBEA48C793EA46BF7BD305A0FBE5B4A14BEC847A8BD607D7F3C9912A0BE40A4483E407F23BD1EAEC4BE6EC2BC3E58D3BB3E104EB93C94BEA83D6071783C28CE563D30B784BCDC1F8BBE282BF8BD54C799BE38C49F3EF035383D6293B33EBAA1993EE98A85BE2E45B23EB47492BDC053753EA8BF073E568FA93EBC16743E4EEA963E5AFC85BE0EB4BD3E882B153D4E1693BE108B8A3EF835003E74ABC1BEE801523EE82F8DBE580158BE78F316BE40462E3D3F7129BEE80197BE14A40D3E649AF3BD4041E9BC0238BD3E54E1213E"> : tensor<8x32xf32>}> {device = ""} : () -> tensor<8x32xf32>
    %cst_13 = "tf.Const"() <{value = dense<[-0.236827537, 0.17626743, 0.141259953, -0.25396958, -0.0401083194, -0.184411079, -0.124150433, 0.110942334, -0.160865143, -0.165558547, 0.26694712, -0.012764967, 0.149785534, -0.0584575497, 0.122458763, 0.290072143, 0.255081952, 0.214675218, 0.173426583, 0.124583237, -0.00785884541, -0.0301474836, -0.18188192, 0.0615976267, 0.0351478644, -0.264998525, 0.19005616, -0.0758525357, 0.0115180425, -0.04687481, -0.187233865, 0.201249421]> : tensor<32xf32>}> {device = ""} : () -> tensor<32xf32>
    %cst_14 = "tf.Const"() <{value = dense<[1, 9, 8]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_15 = "tf.Const"() <{value = dense<[9, 16]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_16 = "tf.Const"() <{value = dense<"0x6427893EE0649D3E60A0D53EC0EFAC3EA06B9ABEA4A6C0BEE023893D009A35BC508EA43D48A1D5BE3C43813E18EB483E6076F23EB0A9193E5CE1D7BE30CCC83E90D0FA3E404A183DFC41F9BEB00C46BEC0C3C6BD002DD53DB04ACA3DACB1A53E4CC0B0BED8C661BE18E34B3ED0D4D4BE48A4733E700AECBD008D923E78BD50BE18E0ACBE808B88BCB844FEBE4C79DF3E887793BEFC82F3BE2848EC3EEC1DC2BEC460FABE607C86BE0097933C006B1BBEC0715B3D601F423D3821A13E10DA05BE00E0A73958F959BE082CF3BED458B83EC01CC63EDC53973E4070713E901F353EC0072DBD8048783DFC7ABCBE1CA389BE30F4443E80F6433C741CCABE00AD5C3C1016853D30A316BE502883BD2000B5BDA89F983E20FA2C3E90418F3D58D5923E20EFE53DF0BEBDBE3CB9963E5464923E0CABDDBEE06F08BE08571D3E88CD313EAC41A5BE40A494BE700A91BDA0E386BE68A6DFBE3079203E48698DBE28B3B5BEB0F885BE00EC373DE020F0BDC84817BEF02EEB3D805EEDBEF812FBBE8093963D9017923E00EA3A3D20270F3D143FB03E64AFC43E40164ABE6050303E2095F83D10BDC23EE07295BEC8D464BE486B703E10CC5F3E3C29EDBEA0011BBEE01F55BEE0924C3DC054CEBE64DA9D3E5057D93DC0B09DBCB0A7AB3E680CCA3E0C54BDBEE0AF52BDA40ECF3E700B4CBE70FDDD3D18FEFA3E4022DB3EA4679A3E64D1CFBE"> : tensor<16x8xf32>}> {device = ""} : () -> tensor<16x8xf32>
    %cst_17 = "tf.Const"() <{value = dense<"0x4C2DC5BE102E19BE90D490BD98BF7B3E24C4F83E743F92BEF00792BEB42498BE20AA3F3D546AE13E9072A13E20FE7C3E045195BE40855E3D6C0DCFBE8035983D48C203BE4CA8953EA03AD73D60C3613E549D97BEA00B4ABE282F13BEA096833EF80FDB3E8431C13E2832B3BE546BE03E00991E3E80C33FBEB8470B3E40A6C1BD809BE8BC006416BCBC13C83EF01882BDB86B313E28AFCC3EF0D209BE18A9BE3E8017493C98048DBE38D6363E408F953D809D92BD945EDDBE9C81C73E186F763E8080CBBDD060303E7496D0BE001A053C44B5853E601EB4BDC0D097BE00FBF2BD90BFF0BE9C2EDB3ED86A53BEA0D8B73ED876D3BEA06503BED872CBBECC1DF93E20CFAF3EB02C3C3E5C7AB2BE34D2D8BE103FA1BD10DF10BE9CB0B0BE3877BB3E90EAAABD8C94C4BE9017DEBD30C5B63E141484BEEC7C983EC80B883E40CAC23D2C03F23E7082E8BDB87C433E00C11EBEE8E5843E20681DBDA8FA183E20E6373D407E05BD30A496BD50D8A23E18F67E3EA429F0BEF0B9043EE4CC833E4020083E1883F63E6058453EE4C3CA3EB051E2BD60A543BE14ADD43E60923CBDC07E64BE00F6D03E2029C2BE20D0DB3E8CABACBE8838C6BE08C9F0BE841AF13E80746C3E54AB803E8098FABDF09D903E888BC03E083B0F3EFC64F63EE053913E702FE7BE00516E3E4C98E43EACF8F2BE90AC193EECFE953E9000B0BD581781BE087DDEBE"> : tensor<8x16xf32>}> {device = ""} : () -> tensor<8x16xf32>
    %cst_18 = "tf.Const"() <{value = dense<[1, 9, 16]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_19 = "tf.Const"() <{value = dense<[9, 8]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_20 = "tf.Const"() <{value = dense<"0xC87A8F3EAC78BCBEC0C3AEBEC8B4633E18C64BBE2CFE8A3E006F9FBC0079B53EC0B28CBE10F59B3D900B84BE40F30CBDC01882BCF43BC73E88C066BE488C5CBED8B28CBE7C32C93EC0AEE9BE005FBA3D642EDD3EDC39D3BE9014B7BD1C2EE0BE24E490BED05303BEC0B619BDA8287C3EE0F1EABDE822233EC840663E18BA82BE7417C53E201EB13DEC3BFABEF0E880BD880976BE40FA823E901E873E987AC83EB004CCBEAC4DB9BE00BDBE3D889FC9BE780AA73E18E7CA3E2875E23E9861D13E70A9C5BD20B8E8BD1057F5BE301B64BE106B413E30B7DB3E8C7EB0BEA0877FBD0486E43EDCD6843E7C21DEBEF8A12F3ED05E433EC0875FBD2856B3BEA05B96BD0079D13B1C62933E102AC2BE1C2BB73E781C473E90A1C43E001A4BBE80B96D3ED06F7F3E00D23A3E1CE9893E80E3C7BEA87171BE20A2C1BEB40CBE3E50ED2DBEC0EEB6BC007E51BCA8F264BEEC32EB3EA44B8FBEF8385D3EA8F5DEBE1864963E0C8BD1BEC03FC73CD448ECBE4086C3BD283A583E9894B23E302DEB3D600F1C3E582D58BE8474D5BE7C60E53E5C4D923E8001DC3C20F4D8BEE8354DBE0040513AC080A3BEB0B505BE30409B3E58E00D3E60532CBDD8AB373E4889AABEE8805C3EA8C4DABED479853EA03EAD3DB87C923E1053BA3E107D83BE008ACABE80171CBDF048713E203ACEBE0C49C33E68BC963EFCA38C3EF487893EE8EE1CBE580E93BE"> : tensor<8x16xf32>}> {device = ""} : () -> tensor<8x16xf32>
    %cst_21 = "tf.Const"() <{value = dense<"0xBC99BFBDEA72DDBE107538BED8532BBDB6C3783E2CDB8C3D36104DBEA022813DD6CB1DBE7319AABE540A8FBE34FAB7BDA952A73E7A610DBEE03EC9BE203359BC407580BD9FEECBBE2CBCC3BD1A7C00BE571ACEBE5917D33EA97AD6BE54DAA2BEFE925C3ECE7934BE6AB4293ED6F0193E8796A33E01D75CBE53BAA53E5C3BE6BD02C718BE5CAD07BE52CB0ABE282D28BD413575BE6C01D73D60B52DBECA2291BE989048BDD0F20CBE2E017CBEDA401F3EC03E50BCC039473DB9CAD0BEA8BE1ABE2068BD3CA624B1BEB185AE3E89D48B3E4C05BB3D907D5ABDF05AFE3C5D99BD3EF2420ABE22300B3ED03BA9BC580B4E3D5A278FBE6EC736BE788E103DD57FD4BE1070F33CD2495C3E9269273E9E1C4CBE80D8043DB66802BEBEED763ED601613EB69A4C3E234EB13EB186B23E00E4DCBAE9C2CABEEDB2BA3E76D3A1BE3B01913E7AF3633E80788B3B0110A33E246408BE4151BFBE6CF8AABE1B114ABEC6A6013E21D2A0BED0B9BFBE334BAE3E962E18BE6C04A63D0E50263E5BD99E3E5713BE3E4EF5263E7056823D56750D3EB16AAFBE051F8A3E00C2793DA7269C3E50CE88BCFAE47F3E142B9E3DEE0B073E1263283EF8518DBE074D50BE27D4D5BEE220403E0A235F3E7103953EAA466D3E7C76883D196E973E121FC8BEF22619BE9EC0393ED372AD3EE3F9D4BE94ECE73DFA74CCBE2127A53E403196BD2FBBD2BEBD479D3E"> : tensor<2x8x8xf32>}> {device = ""} : () -> tensor<2x8x8xf32>
    %cst_22 = "tf.Const"() <{value = dense<"0xE269693E30E22EBD3069D5BCA8FE22BED8E6B6BDD87BE83DA03B67BD123BF3BD1E1158BEF88F1FBDCF03833EA2060A3EBD28A43E020EDFBDB82A87BD285503BD5957A13EF26D8BBEB5C5A53E92408FBE502050BDEF84A13E168B513E381579BD40EE64BD15CEB23E0CA5AC3DBEF72D3E86C0543E5F50973EABA650BE2084A2BD44A018BEEE122A3E509677BD17D981BE309D8BBE26C4EDBD220039BE8085BD3B040AAC3DE0DEF03CB57536BEA226763EFA83ACBE7D8A903E6EC03C3EB7EEA8BE19DBB03E404A673CB09622BD10B30B3DE27F333EB3388E3E20EBC8BDC234F6BD8D6B88BEFA3547BECDF6A43E58E776BE581ADD3D6ADC333E2E7D7B3E0EE2443EE016603DDBD1A0BE6486AA3D4ACE6C3ED6C24E3E8D82AF3E3A7E303E2046FFBC549EC9BD84D7A43D86FFB4BE16B29DBEAE7AAFBEAC24093E703738BD9AEC343E86C4683E169CA8BE005C273CC074983C287687BDDEAA653EC832403D67A7893ED046B0BEE69E35BE400585BDA282473E662F95BE92CF3E3E0D5189BE76FA7F3ECA6959BEE31C01BE0B6F993E46A4DABD6F539E3E40A4483CC0D52D3D1A07323EFF27AD3EEFFF813E5481BE3DCCA5EE3DD0AAA1BC510D43BE0C4BA7BEF0A83EBDD00102BE0A22213EFE29193E20BF143CF83D1BBD15A7A7BE748357BE003C0CBD00B51FBB6C5ECEBDAAD577BEC6507E3E8AF3493EB16361BE2F1816BE0F5AACBECB8C80BEF5CF863E8EC86C3E7C96B83D501098BDF07B6F3D7FCAA2BE795180BEA03F773C224D553EAAC4683E1088AA3D58E68E3D0A41173E9EC3473E9F68803E603C433CD272493E013DA73EF4BB6CBE5AB71A3EE2672B3EBC7DFCBD9E3E6A3E0FB6A23E705144BE35633FBEB28F5E3E4313803EAA2C373E6030133E2061F83D891A8C3ED738B03ED1FD9EBE783B463DE0A308BC70081CBEB56E20BED4C1FEBD6C91EBBD061B313E5C86FFBD66A8683EC027233C03CB38BE9065C4BC104AB2BD462A7C3E782895BDF20F95BE70EFEC3D2E10B4BE4847303DC8ADC33D3806CC3DB4A594BED642203EC76234BEFE86063EE85756BEF2ADDFBD5EFC81BE5CA039BE"> : tensor<3x8x8xf32>}> {device = ""} : () -> tensor<3x8x8xf32>
    %cst_23 = "tf.Const"() <{value = dense<"0x5897923D2E02293E681B79BDFA501D3EC8D8EA3D989B513D0E53323E7084EB3DC2B5673E2795983E34B3ADBE6E19213E00C3A63DBACE773EF7E7AD3E6CD1FE3DE28183BE82F8FCBDBA87A1BEEC86C7BD46207EBE9B143BBE42E95FBEBD8CB43EC959A33E06B199BEA80298BD283E21BD81F1B03E8491EEBD707088BC20A66ABD6052D7BD0081CA3D6FDA953E10BBEE3C2ADD4A3EF851F63DCC1C92BD18F18CBDCEF6643EA432A83D391A5CBEC0B48EBB445396BD64EB0D3EA47C9BBE9BFEA13E603B5D3CC07030BD3CC2BA3D30079ABD31510EBEF2C821BE6AE9513ED4699FBD3853983DB9E78F3ED26AAEBE77AD8A3E767C6A3E27658E3EB468ABBDBCF7D93DE8127C3D78CED4BD8C4C97BE4B28813E9EAC79BE20F6583C00B1B03B181756BE09D0B03E08AA393DA1ED46BEF81C49BD65A9943EA3DFA53E2A0FD5BDC02D77BE140387BE1ED728BE8002F1BB4FDA61BE5B69ABBE7AE8AEBEE57291BE84CAD33DC8CA8FBD920C29BEB543A43E0AB8683E0F9092BE4D1A45BE46B0B2BE00B27D3A647462BE31E277BE1FA3B03EB85E26BE98BA933D5B8928BEE6C39ABEDA6F4A3E3A4A8FBE58B1833D4854743D53669DBE342E94BE06B7B4BE4AEC413ED35CA1BE000BC53B46100DBE502F3DBE2062143CBC6A94BE78C13F3D36D8383E74035EBEEB47953E9447AF3D80815EBB1E21A1BEA28438BEE6816DBE14DFA4BD007C5F3B129868BE20010ABCA09D5EBE0C38D23D2D17923E35CB84BE7CECC2BD1B9F893E77DB3ABE0A09523EC82596BEC9CA823EB8A2323D9DC8953E0E7592BE977D95BEE0F9923CC431D23DD86E0BBD2090B3BDA5DCB2BEB00F983DADD37BBE1082643D8F80853EF40F7DBE7A6F46BE36FA0E3E306E333D98C2B03D09EBA2BE2555AB3EACC6A6BD01AFB03ED4509EBE0199923E6E15073E82B69ABE1F9EAA3EAE4297BE8E2A6D3E94B4BDBD11B48E3E83CC933E86D0363E3C605FBE4AD3AFBEDCDFFF3D4B3FA13E9ED23C3E228F173ECD67893E25A6983E11C1913EF66E513EB6AF79BE90220EBD564202BEC0484BBDDE01113EF954983E23AB36BEC0298A3DD642323E"> : tensor<3x8x8xf32>}> {device = ""} : () -> tensor<3x8x8xf32>
    %cst_24 = "tf.Const"() <{value = dense<0> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %cst_25 = "tf.Const"() <{value = dense<0.707106769> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_26 = "tf.Const"() <{value = dense<5.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_27 = "tf.Const"() <{value = dense<-3> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %cst_28 = "tf.Const"() <{value = dense<[[[-0.169575304, 0.0677304864, 0.0508878529, -0.227143943, 0.0943286418, -0.00611284375, -0.245878264, 0.245068282]], [[-0.241365895, -0.20038721, 0.0829922556, -0.233714923, 0.137619823, -0.00208291411, -0.218372598, -8.207710e-02]], [[0.0990698933, -0.00417280197, -0.103959814, -0.0880733579, 0.0361439884, 0.16015923, -0.0364427418, 0.012645483]], [[-0.012519151, -0.119904131, -0.101337373, -0.0233489275, -0.0465942025, -0.140394241, -0.216415256, -0.180559546]], [[-0.227809653, 0.0808324814, 0.108808041, 0.235232919, -0.0396018475, -0.00698927045, 0.10749203, -0.106087372]], [[-0.046210736, -0.00126460195, 0.117067605, -0.170808345, -0.0591204315, -0.0521573126, -0.0351637751, 0.163411438]], [[-0.211457565, 0.198943466, 0.185281277, -0.071833685, -0.0453409702, 0.146872312, 0.0181589127, 0.149692237]], [[-0.116559178, 0.0947540402, 0.142933518, 0.229117364, 0.0223577619, -7.834500e-02, 0.104304165, 0.192534685]], [[-0.0488749146, 0.182013154, 0.0600507855, -0.194458053, 0.244669348, 0.0733381211, 0.0815919638, -0.212665364]], [[-0.0176282823, -0.163016587, -0.168747276, 0.0554745793, 0.0797415375, -0.25145492, 0.106119573, 0.0884587764]]]> : tensor<10x1x8xf32>}> {device = ""} : () -> tensor<10x1x8xf32>
    %0 = "tf.Identity"(%cst_28) {_has_manual_control_dependencies = true, device = ""} : (tensor<10x1x8xf32>) -> tensor<10x1x8xf32>
    %1 = "tf.ExpandDims"(%0, %cst_24) {device = ""} : (tensor<10x1x8xf32>, tensor<i32>) -> tensor<1x10x1x8xf32>
    %2 = "tf.Identity"(%cst_23) {_has_manual_control_dependencies = true, device = ""} : (tensor<3x8x8xf32>) -> tensor<3x8x8xf32>
    %3 = "tf.ExpandDims"(%2, %cst_24) {device = ""} : (tensor<3x8x8xf32>, tensor<i32>) -> tensor<1x3x8x8xf32>
    %4 = "tf.Identity"(%cst_22) {_has_manual_control_dependencies = true, device = ""} : (tensor<3x8x8xf32>) -> tensor<3x8x8xf32>
    %5 = "tf.ExpandDims"(%4, %cst_24) {device = ""} : (tensor<3x8x8xf32>, tensor<i32>) -> tensor<1x3x8x8xf32>
    %6 = "tf.Identity"(%cst_21) {_has_manual_control_dependencies = true, device = ""} : (tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
    %7 = "tf.ExpandDims"(%6, %cst_24) {device = ""} : (tensor<2x8x8xf32>, tensor<i32>) -> tensor<1x2x8x8xf32>
    %8 = "tf.Identity"(%cst_20) {_has_manual_control_dependencies = true, device = ""} : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %9 = "tf.Identity"(%cst_17) {_has_manual_control_dependencies = true, device = ""} : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %10 = "tf.Identity"(%cst_16) {_has_manual_control_dependencies = true, device = ""} : (tensor<16x8xf32>) -> tensor<16x8xf32>
    %11 = "tf.Identity"(%cst_13) {_has_manual_control_dependencies = true, device = ""} : (tensor<32xf32>) -> tensor<32xf32>
    %12 = "tf.Identity"(%cst_12) {_has_manual_control_dependencies = true, device = ""} : (tensor<8x32xf32>) -> tensor<8x32xf32>
    %13 = "tf.Identity"(%cst_9) {_has_manual_control_dependencies = true, device = ""} : (tensor<8xf32>) -> tensor<8xf32>
    %14 = "tf.Reshape"(%13, %cst_8) {device = ""} : (tensor<8xf32>, tensor<4xi32>) -> tensor<1x1x2x4xf32>
    %15 = "tf.Identity"(%cst_7) {_has_manual_control_dependencies = true, device = ""} : (tensor<8xf32>) -> tensor<8xf32>
    %16 = "tf.Reshape"(%15, %cst_8) {device = ""} : (tensor<8xf32>, tensor<4xi32>) -> tensor<1x1x2x4xf32>
    %17 = "tf.Identity"(%cst_3) {_has_manual_control_dependencies = true, device = ""} : (tensor<8xf32>) -> tensor<8xf32>
    %18 = "tf.Reshape"(%17, %cst_2) {device = ""} : (tensor<8xf32>, tensor<3xi32>) -> tensor<1x1x8xf32>
    %19 = "tf.Identity"(%cst_1) {_has_manual_control_dependencies = true, device = ""} : (tensor<8xf32>) -> tensor<8xf32>
    %20 = "tf.Reshape"(%19, %cst_2) {device = ""} : (tensor<8xf32>, tensor<3xi32>) -> tensor<1x1x8xf32>
    %21 = "tf.Reshape"(%arg0, %cst) {device = ""} : (tensor<1x400xf32>, tensor<3xi32>) -> tensor<1x400x1xf32>
    %22 = "tf.ExpandDims"(%21, %cst_27) {device = ""} : (tensor<1x400x1xf32>, tensor<i32>) -> tensor<1x1x400x1xf32>
    %23 = "tf.Conv2D"(%22, %1) <{data_format = "NHWC", dilations = [1, 1, 1, 1], explicit_paddings = [], padding = "VALID", strides = [1, 1, 5, 1], use_cudnn_on_gpu = true}> {device = ""} : (tensor<1x1x400x1xf32>, tensor<1x10x1x8xf32>) -> tensor<1x1x79x8xf32>
    %24 = "tf.Squeeze"(%23) <{squeeze_dims = [-3]}> {device = ""} : (tensor<1x1x79x8xf32>) -> tensor<1x79x8xf32>
    %25 = "tf.Reshape"(%24, %cst_10) {device = ""} : (tensor<1x79x8xf32>, tensor<4xi32>) -> tensor<1x79x2x4xf32>
    %26 = "tf.Mean"(%25, %cst_4) <{keep_dims = true}> {device = ""} : (tensor<1x79x2x4xf32>, tensor<2xi32>) -> tensor<1x1x2x1xf32>
    %27 = "tf.Neg"(%26) {device = ""} : (tensor<1x1x2x1xf32>) -> tensor<1x1x2x1xf32>
    %28 = "tf.StopGradient"(%26) {device = ""} : (tensor<1x1x2x1xf32>) -> tensor<1x1x2x1xf32>
    %29 = "tf.SquaredDifference"(%25, %28) {device = ""} : (tensor<1x79x2x4xf32>, tensor<1x1x2x1xf32>) -> tensor<1x79x2x4xf32>
    %30 = "tf.Mean"(%29, %cst_4) <{keep_dims = true}> {device = ""} : (tensor<1x79x2x4xf32>, tensor<2xi32>) -> tensor<1x1x2x1xf32>
    %31 = "tf.AddV2"(%30, %cst_5) {device = ""} : (tensor<1x1x2x1xf32>, tensor<f32>) -> tensor<1x1x2x1xf32>
    %32 = "tf.Rsqrt"(%31) {device = ""} : (tensor<1x1x2x1xf32>) -> tensor<1x1x2x1xf32>
    %33 = "tf.Mul"(%32, %14) {device = ""} : (tensor<1x1x2x1xf32>, tensor<1x1x2x4xf32>) -> tensor<1x1x2x4xf32>
    %34 = "tf.Mul"(%27, %33) {device = ""} : (tensor<1x1x2x1xf32>, tensor<1x1x2x4xf32>) -> tensor<1x1x2x4xf32>
    %35 = "tf.AddV2"(%34, %16) {device = ""} : (tensor<1x1x2x4xf32>, tensor<1x1x2x4xf32>) -> tensor<1x1x2x4xf32>
    %36 = "tf.Mul"(%25, %33) {device = ""} : (tensor<1x79x2x4xf32>, tensor<1x1x2x4xf32>) -> tensor<1x79x2x4xf32>
    %37 = "tf.AddV2"(%36, %35) {device = ""} : (tensor<1x79x2x4xf32>, tensor<1x1x2x4xf32>) -> tensor<1x79x2x4xf32>
    %38 = "tf.Reshape"(%37, %cst_6) {device = ""} : (tensor<1x79x2x4xf32>, tensor<3xi32>) -> tensor<1x79x8xf32>
    %39 = "tf.Neg"(%38) {device = ""} : (tensor<1x79x8xf32>) -> tensor<1x79x8xf32>
    %40 = "tf.Mul"(%39, %cst_25) {device = ""} : (tensor<1x79x8xf32>, tensor<f32>) -> tensor<1x79x8xf32>
    %41 = "tf.Erfc"(%40) {device = ""} : (tensor<1x79x8xf32>) -> tensor<1x79x8xf32>
    %42 = "tf.Mul"(%38, %cst_26) {device = ""} : (tensor<1x79x8xf32>, tensor<f32>) -> tensor<1x79x8xf32>
    %43 = "tf.Mul"(%42, %41) {device = ""} : (tensor<1x79x8xf32>, tensor<1x79x8xf32>) -> tensor<1x79x8xf32>
    %44 = "tf.ExpandDims"(%43, %cst_27) {device = ""} : (tensor<1x79x8xf32>, tensor<i32>) -> tensor<1x1x79x8xf32>
    %45 = "tf.Conv2D"(%44, %3) <{data_format = "NHWC", dilations = [1, 1, 1, 1], explicit_paddings = [], padding = "VALID", strides = [1, 1, 2, 1], use_cudnn_on_gpu = true}> {device = ""} : (tensor<1x1x79x8xf32>, tensor<1x3x8x8xf32>) -> tensor<1x1x39x8xf32>
    %46 = "tf.Squeeze"(%45) <{squeeze_dims = [-3]}> {device = ""} : (tensor<1x1x39x8xf32>) -> tensor<1x39x8xf32>
    %47 = "tf.Neg"(%46) {device = ""} : (tensor<1x39x8xf32>) -> tensor<1x39x8xf32>
    %48 = "tf.Mul"(%47, %cst_25) {device = ""} : (tensor<1x39x8xf32>, tensor<f32>) -> tensor<1x39x8xf32>
    %49 = "tf.Erfc"(%48) {device = ""} : (tensor<1x39x8xf32>) -> tensor<1x39x8xf32>
    %50 = "tf.Mul"(%46, %cst_26) {device = ""} : (tensor<1x39x8xf32>, tensor<f32>) -> tensor<1x39x8xf32>
    %51 = "tf.Mul"(%50, %49) {device = ""} : (tensor<1x39x8xf32>, tensor<1x39x8xf32>) -> tensor<1x39x8xf32>
    %52 = "tf.ExpandDims"(%51, %cst_27) {device = ""} : (tensor<1x39x8xf32>, tensor<i32>) -> tensor<1x1x39x8xf32>
    %53 = "tf.Conv2D"(%52, %5) <{data_format = "NHWC", dilations = [1, 1, 1, 1], explicit_paddings = [], padding = "VALID", strides = [1, 1, 2, 1], use_cudnn_on_gpu = true}> {device = ""} : (tensor<1x1x39x8xf32>, tensor<1x3x8x8xf32>) -> tensor<1x1x19x8xf32>
    %54 = "tf.Squeeze"(%53) <{squeeze_dims = [-3]}> {device = ""} : (tensor<1x1x19x8xf32>) -> tensor<1x19x8xf32>
    %55 = "tf.Neg"(%54) {device = ""} : (tensor<1x19x8xf32>) -> tensor<1x19x8xf32>
    %56 = "tf.Mul"(%55, %cst_25) {device = ""} : (tensor<1x19x8xf32>, tensor<f32>) -> tensor<1x19x8xf32>
    %57 = "tf.Erfc"(%56) {device = ""} : (tensor<1x19x8xf32>) -> tensor<1x19x8xf32>
    %58 = "tf.Mul"(%54, %cst_26) {device = ""} : (tensor<1x19x8xf32>, tensor<f32>) -> tensor<1x19x8xf32>
    %59 = "tf.Mul"(%58, %57) {device = ""} : (tensor<1x19x8xf32>, tensor<1x19x8xf32>) -> tensor<1x19x8xf32>
    %60 = "tf.ExpandDims"(%59, %cst_27) {device = ""} : (tensor<1x19x8xf32>, tensor<i32>) -> tensor<1x1x19x8xf32>
    %61 = "tf.Conv2D"(%60, %7) <{data_format = "NHWC", dilations = [1, 1, 1, 1], explicit_paddings = [], padding = "VALID", strides = [1, 1, 2, 1], use_cudnn_on_gpu = true}> {device = ""} : (tensor<1x1x19x8xf32>, tensor<1x2x8x8xf32>) -> tensor<1x1x9x8xf32>
    %62 = "tf.Squeeze"(%61) <{squeeze_dims = [-3]}> {device = ""} : (tensor<1x1x9x8xf32>) -> tensor<1x9x8xf32>
    %63 = "tf.Neg"(%62) {device = ""} : (tensor<1x9x8xf32>) -> tensor<1x9x8xf32>
    %64 = "tf.Mul"(%63, %cst_25) {device = ""} : (tensor<1x9x8xf32>, tensor<f32>) -> tensor<1x9x8xf32>
    %65 = "tf.Erfc"(%64) {device = ""} : (tensor<1x9x8xf32>) -> tensor<1x9x8xf32>
    %66 = "tf.Mul"(%62, %cst_26) {device = ""} : (tensor<1x9x8xf32>, tensor<f32>) -> tensor<1x9x8xf32>
    %67 = "tf.Mul"(%66, %65) {device = ""} : (tensor<1x9x8xf32>, tensor<1x9x8xf32>) -> tensor<1x9x8xf32>
    %68 = "tf.Mean"(%67, %cst_0) <{keep_dims = true}> {device = ""} : (tensor<1x9x8xf32>, tensor<1xi32>) -> tensor<1x9x1xf32>
    %69 = "tf.Neg"(%68) {device = ""} : (tensor<1x9x1xf32>) -> tensor<1x9x1xf32>
    %70 = "tf.StopGradient"(%68) {device = ""} : (tensor<1x9x1xf32>) -> tensor<1x9x1xf32>
    %71 = "tf.SquaredDifference"(%67, %70) {device = ""} : (tensor<1x9x8xf32>, tensor<1x9x1xf32>) -> tensor<1x9x8xf32>
    %72 = "tf.Mean"(%71, %cst_0) <{keep_dims = true}> {device = ""} : (tensor<1x9x8xf32>, tensor<1xi32>) -> tensor<1x9x1xf32>
    %73 = "tf.AddV2"(%72, %cst_5) {device = ""} : (tensor<1x9x1xf32>, tensor<f32>) -> tensor<1x9x1xf32>
    %74 = "tf.Rsqrt"(%73) {device = ""} : (tensor<1x9x1xf32>) -> tensor<1x9x1xf32>
    %75 = "tf.Mul"(%74, %18) {device = ""} : (tensor<1x9x1xf32>, tensor<1x1x8xf32>) -> tensor<1x9x8xf32>
    %76 = "tf.Mul"(%69, %75) {device = ""} : (tensor<1x9x1xf32>, tensor<1x9x8xf32>) -> tensor<1x9x8xf32>
    %77 = "tf.AddV2"(%76, %20) {device = ""} : (tensor<1x9x8xf32>, tensor<1x1x8xf32>) -> tensor<1x9x8xf32>
    %78 = "tf.Mul"(%67, %75) {device = ""} : (tensor<1x9x8xf32>, tensor<1x9x8xf32>) -> tensor<1x9x8xf32>
    %79 = "tf.AddV2"(%78, %77) {device = ""} : (tensor<1x9x8xf32>, tensor<1x9x8xf32>) -> tensor<1x9x8xf32>
    %80 = "tf.Reshape"(%79, %cst_19) {device = ""} : (tensor<1x9x8xf32>, tensor<2xi32>) -> tensor<9x8xf32>
    %81 = "tf.MatMul"(%80, %8) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<9x8xf32>, tensor<8x16xf32>) -> tensor<9x16xf32>
    %82 = "tf.Reshape"(%81, %cst_18) {device = ""} : (tensor<9x16xf32>, tensor<3xi32>) -> tensor<1x9x16xf32>
    %83 = "tf.Neg"(%82) {device = ""} : (tensor<1x9x16xf32>) -> tensor<1x9x16xf32>
    %84 = "tf.Mul"(%83, %cst_25) {device = ""} : (tensor<1x9x16xf32>, tensor<f32>) -> tensor<1x9x16xf32>
    %85 = "tf.Erfc"(%84) {device = ""} : (tensor<1x9x16xf32>) -> tensor<1x9x16xf32>
    %86 = "tf.Mul"(%82, %cst_26) {device = ""} : (tensor<1x9x16xf32>, tensor<f32>) -> tensor<1x9x16xf32>
    %87 = "tf.Mul"(%86, %85) {device = ""} : (tensor<1x9x16xf32>, tensor<1x9x16xf32>) -> tensor<1x9x16xf32>
    %88 = "tf.MatMul"(%80, %9) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<9x8xf32>, tensor<8x16xf32>) -> tensor<9x16xf32>
    %89 = "tf.Reshape"(%88, %cst_18) {device = ""} : (tensor<9x16xf32>, tensor<3xi32>) -> tensor<1x9x16xf32>
    %90 = "tf.Mul"(%87, %89) {device = ""} : (tensor<1x9x16xf32>, tensor<1x9x16xf32>) -> tensor<1x9x16xf32>
    %91 = "tf.Reshape"(%90, %cst_15) {device = ""} : (tensor<1x9x16xf32>, tensor<2xi32>) -> tensor<9x16xf32>
    %92 = "tf.MatMul"(%91, %10) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<9x16xf32>, tensor<16x8xf32>) -> tensor<9x8xf32>
    %93 = "tf.Reshape"(%92, %cst_14) {device = ""} : (tensor<9x8xf32>, tensor<3xi32>) -> tensor<1x9x8xf32>
    %94 = "tf.AddV2"(%79, %93) {device = ""} : (tensor<1x9x8xf32>, tensor<1x9x8xf32>) -> tensor<1x9x8xf32>
    %95 = "tf.Reshape"(%94, %cst_19) {device = ""} : (tensor<1x9x8xf32>, tensor<2xi32>) -> tensor<9x8xf32>
    %96 = "tf.MatMul"(%95, %12) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<9x8xf32>, tensor<8x32xf32>) -> tensor<9x32xf32>
    %97 = "tf.Reshape"(%96, %cst_11) {device = ""} : (tensor<9x32xf32>, tensor<3xi32>) -> tensor<1x9x32xf32>
    %98 = "tf.BiasAdd"(%97, %11) <{data_format = "NHWC"}> {device = ""} : (tensor<1x9x32xf32>, tensor<32xf32>) -> tensor<1x9x32xf32>
    %99 = "tf.Identity"(%98) {device = ""} : (tensor<1x9x32xf32>) -> tensor<1x9x32xf32>
    return %99 : tensor<1x9x32xf32>
  }
}
