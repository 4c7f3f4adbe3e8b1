package model

import (
	"io"
	"os"
)

// ReadVariantFile reads the file at path when it is in the variants' text
// form (IsVariantText): ok is false, and nothing else is said, for a file
// that is not (the caller reads it as a classic grid file, whose errors
// name what is wrong). For a variant file it returns its puzzles as
// ReadVariants does, or the error about the whole file (too large, no
// puzzle).
func ReadVariantFile(path string) (entries []VariantEntry, ok bool, err error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, false, nil
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, MaxFileSize+1))
	if err != nil || !IsVariantText(data) {
		return nil, false, nil
	}
	entries, err = ReadVariants(path, data)
	return entries, true, err
}
