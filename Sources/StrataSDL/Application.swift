// The SDL window host lands here.
