target triple = "dxilv1.6-pc-shadermodel6.6-compute"
