// Ops of TFRT's tensor shape dialect `ts` (tensor_shape.td in TFRT).
#ifndef TFRT_DIALECTS_TFRT_DHT_TS_OPS_TD_
#define TFRT_DIALECTS_TFRT_DHT_TS_OPS_TD_

include "dialects/tfrt/TFRTBase.td"
include "dialects/tfrt_dht/TensorBase.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

// Base class of every `ts` op (OpAsmOpInterface: see TFRT_Op).
class TS_Op<string mnemonic, list<Trait> traits = []>
    : Op<TensorShape_Dialect, mnemonic,
         !listconcat(traits, [OpAsmOpInterface])>;

def TS_BuildShapeOp : TS_Op<"build_shape", [Pure]> {
  let summary = "builds a static shape";
  let description = [{
    Example: `%s = ts.build_shape [2 : i64, 3 : i64]`
  }];
  let arguments = (ins I64ArrayAttr:$value);
  let results = (outs TS_ShapeType:$output);
  let assemblyFormat = "$value attr-dict";
  let hasVerifier = 1;
}

def TS_BuildPartialShapeOp : TS_Op<"build_partial_shape", [Pure]> {
  let summary = "builds a ranked partial shape (-1 is an unknown size)";
  let description = [{
    Example: `%s = ts.build_partial_shape [-1 : i64, 3 : i64]`
  }];
  let arguments = (ins I64ArrayAttr:$value);
  let results = (outs TS_PartialShapeType:$output);
  let assemblyFormat = "$value attr-dict";
  let hasVerifier = 1;
}

def TS_BuildUnrankedPartialShapeOp
    : TS_Op<"build_unranked_partial_shape", [Pure]> {
  let summary = "builds an unranked partial shape";
  let description = [{
    Example: `%s = ts.build_unranked_partial_shape`
  }];
  let results = (outs TS_PartialShapeType:$output);
  let assemblyFormat = "attr-dict";
}

def TS_EqualShapeOp : TS_Op<"equal_shape", [Pure]> {
  let summary = "whether two shapes are equal";
  let description = [{
    Example: `%eq = ts.equal_shape %a, %b`
  }];
  let arguments = (ins TS_ShapeType:$lhs, TS_ShapeType:$rhs);
  let results = (outs I1:$result);
  let assemblyFormat = "operands attr-dict";
}

def TS_GetDimensionOp : TS_Op<"get_dimension"> {
  let summary = "size of one dimension of a shape";
  let description = [{
    Example: `%d = ts.get_dimension %s, %i`
  }];
  let arguments = (ins TS_ShapeType:$shape, I32:$index);
  let results = (outs I64:$result);
  let assemblyFormat = "operands attr-dict";
}

def TS_GetNumElementsOp : TS_Op<"get_num_elements", [Pure]> {
  let summary = "number of elements of a shape";
  let description = [{
    Example: `%n = ts.get_num_elements %s`
  }];
  let arguments = (ins TS_ShapeType:$shape);
  let results = (outs I64:$result);
  let assemblyFormat = "operands attr-dict";
}

def TS_PrintShapeOp : TS_Op<"print_shape"> {
  let summary = "prints a shape";
  let description = [{
    Example: `%ch1 = ts.print_shape %s, %ch0`
  }];
  let arguments = (ins TS_ShapeType:$shape, TFRT_ChainType:$in_ch);
  let results = (outs TFRT_ChainType:$out_ch);
  let assemblyFormat = "operands attr-dict";
}

def TS_PrintPartialShapeOp : TS_Op<"print_partial_shape"> {
  let summary = "prints a partial shape";
  let description = [{
    Example: `%ch1 = ts.print_partial_shape %s, %ch0`
  }];
  let arguments = (ins TS_PartialShapeType:$shape, TFRT_ChainType:$in_ch);
  let results = (outs TFRT_ChainType:$out_ch);
  let assemblyFormat = "operands attr-dict";
}

def TS_ToShapeOp : TS_Op<"to_shape"> {
  let summary = "partial shape to static shape (fails on unknown sizes)";
  let description = [{
    Example: `%s = ts.to_shape %p`
  }];
  let arguments = (ins TS_PartialShapeType:$shape);
  let results = (outs TS_ShapeType:$output);
  let assemblyFormat = "operands attr-dict";
}

def TS_ToPartialShapeOp : TS_Op<"to_partial_shape", [Pure]> {
  let summary = "static shape to partial shape";
  let description = [{
    Example: `%p = ts.to_partial_shape %s`
  }];
  let arguments = (ins TS_ShapeType:$shape);
  let results = (outs TS_PartialShapeType:$output);
  let assemblyFormat = "operands attr-dict";
}

// Fixed-rank shapes (TFRT's ts.as_fixed_rank_shape.N and
// ts.print_fixed_rank_shape.N, N = 0..4).
foreach rank = [0, 1, 2, 3, 4] in {
  def TS_AsFixedRankShape#rank#Op
      : TS_Op<"as_fixed_rank_shape."#rank, [Pure]> {
    let summary = "converts a shape to a shape of rank "#rank;
    let description = [{
      Fails at run time when the shape's rank differs.

      Example: `%f = ts.as_fixed_rank_shape.3 %s`
    }];
    let arguments = (ins TS_ShapeType:$shape);
    let results = (outs !cast<Type>("TS_FixedRankShape"#rank#"Type"):$output);
    let assemblyFormat = "operands attr-dict";
  }

  def TS_PrintFixedRankShape#rank#Op
      : TS_Op<"print_fixed_rank_shape."#rank> {
    let summary = "prints a shape of rank "#rank;
    let description = [{
      Example: `%ch1 = ts.print_fixed_rank_shape.3 %f, %ch0`
    }];
    let arguments = (ins !cast<Type>("TS_FixedRankShape"#rank#"Type"):$shape,
                         TFRT_ChainType:$in_ch);
    let results = (outs TFRT_ChainType:$out_ch);
    let assemblyFormat = "operands attr-dict";
  }
}

#endif  // TFRT_DIALECTS_TFRT_DHT_TS_OPS_TD_
