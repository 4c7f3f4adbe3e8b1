package model

import (
	"strings"
	"testing"
)

func TestSettingsPaper(t *testing.T) {
	for _, tt := range []struct {
		paper string
		ok    bool
	}{{"", true}, {"a4", true}, {"letter", true}, {"legal", false}, {"A4", false}} {
		s, err := UnmarshalSettings([]byte(`{"version": 1, "paper": "` + tt.paper + `"}`))
		if (err == nil) != tt.ok {
			t.Errorf("paper %q: error %v", tt.paper, err)
		}
		if err == nil && s.Paper != tt.paper {
			t.Errorf("paper %q read as %q", tt.paper, s.Paper)
		}
		if err != nil && !strings.Contains(err.Error(), "paper") {
			t.Errorf("paper %q: error %q does not name the paper", tt.paper, err)
		}
	}
}
