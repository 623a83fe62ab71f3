// Declarations only; libFuzzer provides the implementation.
