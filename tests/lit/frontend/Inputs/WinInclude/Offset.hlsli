static const float kOffset = 5.0;
