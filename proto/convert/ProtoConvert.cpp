//===- ProtoConvert.cpp - dxild.v1 messages <-> core types ----------------===//

#include "ProtoConvert.h"

namespace dxild {

ResourceClass fromProto(v1::ResourceClass C) {
  switch (C) {
  case v1::RESOURCE_CLASS_UAV:
    return ResourceClass::UAV;
  case v1::RESOURCE_CLASS_CBV:
    return ResourceClass::CBV;
  case v1::RESOURCE_CLASS_SAMPLER:
    return ResourceClass::Sampler;
  default:
    return ResourceClass::SRV;
  }
}

v1::ResourceClass toProto(ResourceClass C) {
  switch (C) {
  case ResourceClass::SRV:
    return v1::RESOURCE_CLASS_SRV;
  case ResourceClass::UAV:
    return v1::RESOURCE_CLASS_UAV;
  case ResourceClass::CBV:
    return v1::RESOURCE_CLASS_CBV;
  case ResourceClass::Sampler:
    return v1::RESOURCE_CLASS_SAMPLER;
  }
  return v1::RESOURCE_CLASS_SRV;
}

RpcOutcome rpcOutcome(const CompileResult &Result) {
  // Values of grpc::StatusCode; this library does not link gRPC.
  constexpr int Cancelled = 1, DeadlineExceeded = 4, Internal = 13;
  switch (Result.Status) {
  case CompileStatus::Ok:
  case CompileStatus::InvalidInput:
    return {};
  case CompileStatus::Cancelled:
    return {Cancelled, "compile cancelled"};
  case CompileStatus::DeadlineExceeded:
    return {DeadlineExceeded, "compile deadline exceeded"};
  case CompileStatus::Internal:
    return {Internal, Result.Diagnostics.empty()
                          ? "internal compiler error"
                          : Result.Diagnostics.back().Message};
  }
  return {Internal, "unknown compile status"};
}

uint32_t requestedOutputs(const v1::CompileRequest &In) {
  // A finished compile's product is the container; a request that stops
  // early can only mean its module.
  if (In.outputs_size() == 0)
    return OutputBindings |
           (In.stop_after() == v1::PIPELINE_STAGE_COMPLETE ? OutputDXIL
                                                           : OutputLLVMIR);
  uint32_t Outputs = OutputNone;
  for (int Kind : In.outputs()) {
    switch (Kind) {
    case v1::OUTPUT_KIND_LLVM_IR:
      Outputs |= OutputLLVMIR;
      break;
    case v1::OUTPUT_KIND_DXIL:
      Outputs |= OutputDXIL;
      break;
    case v1::OUTPUT_KIND_PREPROCESSED:
      Outputs |= OutputPreprocessed;
      break;
    case v1::OUTPUT_KIND_BINDINGS:
      Outputs |= OutputBindings;
      break;
    default:
      break;
    }
  }
  return Outputs;
}

bool fromProto(const v1::CompileRequest &In, CompileRequest &Out,
               std::string &Error) {
  for (int Kind : In.outputs()) {
    if (!v1::OutputKind_IsValid(Kind) || Kind == v1::OUTPUT_KIND_UNSPECIFIED) {
      Error = "unknown output kind " + std::to_string(Kind);
      return false;
    }
  }
  if (In.has_optimization_level() && In.optimization_level() > 3) {
    Error = "optimization_level must be 0..3, got " +
            std::to_string(In.optimization_level());
    return false;
  }
  Out.Source = In.source();
  if (!In.source_name().empty())
    Out.SourceName = In.source_name();
  if (!In.entry_point().empty())
    Out.EntryPoint = In.entry_point();
  if (!In.profile().empty())
    Out.Profile = In.profile();
  Out.Defines.clear();
  for (const v1::Define &D : In.defines()) {
    Define Def;
    Def.Name = D.name();
    if (D.has_value())
      Def.Value = D.value();
    Out.Defines.push_back(std::move(Def));
  }
  // std::map orders the paths: the protobuf map's order never matters.
  Out.IncludeFiles.clear();
  for (const auto &[Path, Content] : In.include_files())
    Out.IncludeFiles.emplace(Path, Content);
  Out.IncludeDirs.assign(In.include_dirs().begin(), In.include_dirs().end());
  Out.OptLevel = In.has_optimization_level() ? In.optimization_level() : 3;
  Out.HLSLVersion = In.hlsl_version();
  Out.Enable16BitTypes = In.features().enable_16bit_types();
  Out.UsePrelude = !In.disable_prelude();
  Out.Outputs = requestedOutputs(In);
  Out.ZeroDigest = In.zero_digest();
  Out.WarningOptions.assign(In.warning_options().begin(),
                            In.warning_options().end());
  Out.CodeGen.AllResourcesBound = In.codegen().all_resources_bound();
  Out.CodeGen.ResMayAlias = In.codegen().res_may_alias();
  Out.CodeGen.Fp32DenormMode = In.codegen().fp32_denorm_mode();
  Out.CodeGen.IEEEStrict = In.codegen().ieee_strict();
  Out.CodeGen.PackMatrixRowMajor = In.codegen().pack_matrix_row_major();
  Out.CodeGen.ValidatorVersion = In.codegen().validator_version();
  Out.CodeGen.RootSignatureDefine = In.codegen().root_signature_define();
  Out.CodeGen.RootSignatureVersion = In.codegen().root_signature_version();
  Out.CodeGen.LegacyMacroExpansion = In.codegen().legacy_macro_expansion();
  Out.CodeGen.DX9CompatMode = In.codegen().dx9_compat_mode();
  Out.Debug.Enabled = In.debug_info().enabled();
  Out.Debug.Arguments.assign(In.debug_info().arguments().begin(),
                             In.debug_info().arguments().end());
  Out.Debug.HashIncludesSource = In.debug_info().hash_includes_source();
  switch (In.stop_after()) {
  case v1::PIPELINE_STAGE_FRONTEND:
    Out.StopAfter = PipelineStage::Frontend;
    break;
  case v1::PIPELINE_STAGE_BINDING:
    Out.StopAfter = PipelineStage::Binding;
    break;
  case v1::PIPELINE_STAGE_LOWERING:
    Out.StopAfter = PipelineStage::Lowering;
    break;
  case v1::PIPELINE_STAGE_COMPLETE:
    Out.StopAfter = PipelineStage::Complete;
    break;
  default:
    Error = "unknown pipeline stage " + std::to_string(In.stop_after());
    return false;
  }

  const v1::BindingOptions &B = In.binding();
  Out.Binding = BindingOptions();
  if (B.has_default_space())
    Out.Binding.DefaultSpace = B.default_space();
  for (const v1::ReservedRange &R : B.reserved()) {
    if (!v1::ResourceClass_IsValid(R.class_())) {
      Error = "unknown resource class " + std::to_string(R.class_()) +
              " in a reserved range";
      return false;
    }
    Out.Binding.Reserved.push_back(
        {fromProto(R.class_()), R.space(), R.lower_bound(), R.count()});
  }
  for (const v1::BindingPin &P : B.pins())
    Out.Binding.Pins.push_back({P.name(), P.space(), P.lower_bound()});
  return true;
}

void toProto(const BindingOptions &In, v1::BindingOptions &Out) {
  Out.Clear();
  if (In.DefaultSpace)
    Out.set_default_space(*In.DefaultSpace);
  for (const ReservedRange &R : In.Reserved) {
    v1::ReservedRange *P = Out.add_reserved();
    P->set_class_(toProto(R.Class));
    P->set_space(R.Space);
    P->set_lower_bound(R.LowerBound);
    P->set_count(R.Count);
  }
  for (const BindingPin &Pin : In.Pins) {
    v1::BindingPin *P = Out.add_pins();
    P->set_name(Pin.Name);
    P->set_space(Pin.Space);
    P->set_lower_bound(Pin.LowerBound);
  }
}

ResourceBinding fromProto(const v1::ResourceBinding &In) {
  ResourceBinding R;
  R.Name = In.name();
  R.Class = fromProto(In.class_());
  R.Kind = In.kind();
  R.Space = In.space();
  R.LowerBound = In.lower_bound();
  R.RangeSize = In.range_size();
  R.Binding = In.binding();
  R.ElementType = In.element_type();
  R.ElementCount = In.element_count();
  R.Stride = In.stride();
  R.ROV = In.rov();
  R.HasCounter = In.has_counter();
  R.GloballyCoherent = In.globally_coherent();
  R.CBufferSize = In.cbuffer_size();
  return R;
}

static v1::Severity toProto(Severity S) {
  switch (S) {
  case Severity::Note:
    return v1::SEVERITY_NOTE;
  case Severity::Remark:
    return v1::SEVERITY_REMARK;
  case Severity::Warning:
    return v1::SEVERITY_WARNING;
  case Severity::Error:
    return v1::SEVERITY_ERROR;
  case Severity::Fatal:
    return v1::SEVERITY_FATAL;
  }
  return v1::SEVERITY_ERROR;
}

void toProto(const CompileResult &In, v1::CompileResponse &Out) {
  Out.set_success(In.succeeded());
  for (const Diagnostic &D : In.Diagnostics) {
    v1::Diagnostic *P = Out.add_diagnostics();
    P->set_severity(toProto(D.Level));
    P->set_message(D.Message);
    P->set_file(D.File);
    P->set_line(D.Line);
    P->set_column(D.Column);
    P->set_category(D.Category);
    P->set_option(D.Option);
    P->set_code(D.Code);
  }
  v1::Artifacts *A = Out.mutable_artifacts();
  A->set_llvm_ir(In.LLVMIR);
  A->set_dxil_container(In.DXILContainer);
  A->set_debug_program(In.DebugProgram);
  A->set_debug_program_no_sources(In.DebugProgramNoSources);
  A->set_preprocessed(In.Preprocessed);
  for (const ResourceBinding &R : In.Bindings) {
    v1::ResourceBinding *P = Out.add_bindings();
    P->set_name(R.Name);
    P->set_class_(toProto(R.Class));
    P->set_kind(R.Kind);
    P->set_space(R.Space);
    P->set_lower_bound(R.LowerBound);
    P->set_range_size(R.RangeSize);
    P->set_binding(R.Binding);
    P->set_element_type(R.ElementType);
    P->set_stride(R.Stride);
    P->set_rov(R.ROV);
    P->set_has_counter(R.HasCounter);
    P->set_globally_coherent(R.GloballyCoherent);
    P->set_cbuffer_size(R.CBufferSize);
    P->set_element_count(R.ElementCount);
  }
  for (const std::string &F : In.IncludedFiles)
    Out.add_included_files(F);
  v1::StageTimings *T = Out.mutable_timings();
  T->set_frontend_us(In.Timings.FrontendUs);
  T->set_optimize_us(In.Timings.OptimizeUs);
  T->set_binding_us(In.Timings.BindingUs);
  T->set_lowering_us(In.Timings.LoweringUs);
  T->set_writing_us(In.Timings.WritingUs);
  T->set_total_us(In.Timings.TotalUs);
  toProto(compilerIdentity(), *Out.mutable_compiler());
}

void toProto(const CompilerIdentity &In, v1::CompilerIdentity &Out) {
  Out.set_dxild_version(In.DxildVersion);
  Out.set_clang_version(In.ClangVersion);
  Out.set_llvm_version(In.LLVMVersion);
}

void toProto(const Capabilities &In, v1::GetInfoResponse &Out) {
  toProto(compilerIdentity(), *Out.mutable_compiler());
  for (const std::string &S : In.Profiles)
    Out.add_profiles(S);
  for (const std::string &S : In.HLSLVersions)
    Out.add_hlsl_versions(S);
  for (const std::string &S : In.OutputKinds)
    Out.add_output_kinds(S);
  for (const std::string &S : In.Options)
    Out.add_options(S);
  for (const std::string &S : In.UnsupportedFeatures)
    Out.add_unsupported_features(S);
}

} // namespace dxild
