// fuzz: tfrt-opt -- ts.print_shape parsed before any tfrt type: LLVM ERROR, the tfrt dialect is not loaded
func.func @f(%s: !ts.shape) {
  %ch1 = ts.print_shape %s, %s
  func.return
}
