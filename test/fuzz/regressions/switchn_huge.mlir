// fuzz: tfrt-opt -- _SwitchN of 2^32 outputs: LLVM ERROR (SmallVector cannot grow); 10^8 runs out of memory
%2, %c = tf_executor._SwitchN %x, %i of 4294967296 : tensor<f32>
