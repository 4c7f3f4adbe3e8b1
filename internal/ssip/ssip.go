// Package ssip is a speech server for tests: it speaks SSIP, the protocol
// of Speech Dispatcher, enough for Orca, and hands each text Orca sends to
// be spoken to the test instead of to a synthesiser (docs/architecture.md,
// a11y).
package ssip

import (
	"bufio"
	"html"
	"net"
	"regexp"
	"strings"
	"testing"
	"time"
)

// Server is a speech server of the tests' own: it speaks SSIP, the
// protocol of Speech Dispatcher, enough for Orca, and hands each text Orca
// sends to be spoken to the test instead of to a synthesiser.
type Server struct {
	said chan string
}

var ssmlTag = regexp.MustCompile(`<[^>]*>`)

// Start serves SSIP on the Unix socket at path until the test ends: a
// screen reader reaches it through SPEECHD_ADDRESS=unix_socket:PATH.
func Start(t testing.TB, socket string) *Server {
	ln, err := net.Listen("unix", socket)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ln.Close() })
	s := &Server{said: make(chan string, 256)}
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			go s.serve(c)
		}
	}()
	return s
}

func (s *Server) serve(c net.Conn) {
	defer c.Close()
	r := bufio.NewReader(c)
	reply := func(lines ...string) { _, _ = c.Write([]byte(strings.Join(lines, "\r\n") + "\r\n")) }
	for {
		line, err := r.ReadString('\n')
		if err != nil {
			return
		}
		f := strings.Fields(strings.ToUpper(line))
		if len(f) == 0 {
			continue
		}
		switch f[0] {
		case "SPEAK": // the text follows, ended by a line with a dot
			reply("230 OK RECEIVING DATA")
			var text []string
			for {
				l, err := r.ReadString('\n')
				if err != nil {
					return
				}
				l = strings.TrimRight(l, "\r\n")
				if l == "." {
					break
				}
				text = append(text, strings.TrimPrefix(l, "."))
			}
			s.said <- strings.TrimSpace(html.UnescapeString(ssmlTag.ReplaceAllString(strings.Join(text, " "), "")))
			reply("225-1", "225 OK MESSAGE QUEUED")
		case "CHAR", "KEY", "SOUND_ICON":
			s.said <- strings.TrimSpace(line[len(f[0]):])
			reply("225-1", "225 OK MESSAGE QUEUED")
		case "LIST":
			switch {
			case len(f) > 1 && f[1] == "OUTPUT_MODULES":
				reply("250-espeak-ng", "250 OK MODULE LIST SENT")
			case len(f) > 1 && f[1] == "SYNTHESIS_VOICES":
				reply("249-English\ten\tnone", "249 OK VOICE LIST SENT")
			default:
				reply("249-MALE1", "249 OK VOICE LIST SENT")
			}
		case "HISTORY": // the client's id
			reply("245-1", "245 OK CLIENT ID SENT")
		case "GET":
			reply("251-espeak-ng", "251 OK GET RETURNED")
		case "QUIT":
			reply("231 HAPPY HACKING")
			return
		default: // SET, STOP, CANCEL, BLOCK…
			reply("200 OK")
		}
	}
}

// Hear waits until the screen reader says something containing want,
// adding all it said meanwhile to heard.
func (s *Server) Hear(t testing.TB, want string, heard *[]string) {
	t.Helper()
	guard := time.After(time.Minute)
	for {
		select {
		case text := <-s.said:
			*heard = append(*heard, text)
			if strings.Contains(text, want) {
				return
			}
		case <-guard:
			t.Fatalf("Orca never said %q; it said %q", want, *heard)
		}
	}
}
