"""`cardtext lsp`: a language server for card sets (pygls 2), and the incremental model it
checks documents with (`model.SetModel`, usable without pygls)."""
