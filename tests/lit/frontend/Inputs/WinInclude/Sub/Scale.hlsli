static const float kScale = 3.0;
