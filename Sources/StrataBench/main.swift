print("strata-bench: coming")
