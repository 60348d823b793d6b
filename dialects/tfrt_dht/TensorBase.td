// TFRT's small tensor dialects, whose types the tfrt_dht and corert kernels
// take and return:
//   `t`  (tfrt_tensor): `!t.tensor`, a tensor of any kind;
//   `ht` (host_tensor): `!ht.host_buffer`, a host memory buffer;
//   `ts` (tensor_shape): `!ts.shape` (static) and `!ts.partial_shape`.
// This file defines the dialects and their types only (no ops), so that other
// dialects can include it; the `ts` ops are in TSOps.td.
#ifndef TFRT_DIALECTS_TFRT_DHT_TENSOR_BASE_TD_
#define TFRT_DIALECTS_TFRT_DHT_TENSOR_BASE_TD_

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"

def Tensor_Dialect : Dialect {
  let name = "t";
  let summary = "TFRT's generic tensor type";
  let cppNamespace = "::tfrt::t";
  let useDefaultTypePrinterParser = 1;
}

def TFRT_TensorType : TypeDef<Tensor_Dialect, "Tensor"> {
  let mnemonic = "tensor";
  let summary = "!t.tensor";
  let description = "A TFRT tensor (for tfrt_dht kernels, a dense host tensor).";
}

def HostTensor_Dialect : Dialect {
  let name = "ht";
  let summary = "TFRT's host buffer type";
  let cppNamespace = "::tfrt::ht";
  let useDefaultTypePrinterParser = 1;
}

def HT_HostBufferType : TypeDef<HostTensor_Dialect, "HostBuffer"> {
  let mnemonic = "host_buffer";
  let summary = "!ht.host_buffer";
  let description = "A reference-counted host memory buffer.";
}

def TensorShape_Dialect : Dialect {
  let name = "ts";
  let summary = "TFRT tensor shapes";
  let description = [{
    TFRT's tensor shape dialect: static and partial shapes and the kernels
    that build, compare and print them.
  }];
  let cppNamespace = "::tfrt::ts";
  // Its print kernels take and return !tfrt.chain.
  let dependentDialects = ["::tfrt::compiler::TFRTDialect"];
  let useDefaultTypePrinterParser = 1;
  let usePropertiesForAttributes = 0;
}

def TS_ShapeType : TypeDef<TensorShape_Dialect, "Shape"> {
  let mnemonic = "shape";
  let summary = "!ts.shape type";  // TFRT's wording in verifier messages
  let description = "A static tensor shape.";
}

def TS_PartialShapeType : TypeDef<TensorShape_Dialect, "PartialShape"> {
  let mnemonic = "partial_shape";
  let summary = "!ts.partial_shape";
  let description = [{
    An unranked shape, or a ranked one whose sizes may be unknown (-1).
  }];
}

// `!ts.fixed_rank_shape.N`: a static shape of rank N (TFRT's FixedRankShape,
// a shape of a rank known when the kernel is written).
foreach rank = [0, 1, 2, 3, 4] in {
  def TS_FixedRankShape#rank#Type
      : TypeDef<TensorShape_Dialect, "FixedRankShape"#rank> {
    let mnemonic = "fixed_rank_shape."#rank;
    let summary = "!ts.fixed_rank_shape."#rank;
    let description = "A static tensor shape of rank "#rank#".";
  }
}

#endif  // TFRT_DIALECTS_TFRT_DHT_TENSOR_BASE_TD_
