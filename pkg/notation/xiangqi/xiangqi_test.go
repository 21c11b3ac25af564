package xiangqi

import "testing"

func TestCanonWXF(t *testing.T) {
	for in, want := range map[string]string{
		"C2=5": "C2=5", "C2.5": "C2=5", "C25": "C2=5", "Ｃ２＝５": "C2=5", "c2=5": "C2=5",
		"N2+3": "H2+3", "B3+5": "E3+5", "+P=4": "P+=4", "-P+1": "P-+1", "R+.3": "R+=3",
		"C--1": "C--1", "++.4": "++=4", "3+.4": "3+=4", "R1-1": "R1-1", "H8+7+": "H8+7",
	} {
		if got, err := CanonWXF(in); err != nil || got != want {
			t.Errorf("CanonWXF(%q) = %q, %v; want %q", in, got, err, want)
		}
	}
	for _, bad := range []string{"Nf3", "e4", "O-O", "C2=0", "X2=5", "C2*5", "Qxd8=Q"} {
		if got, err := CanonWXF(bad); err == nil {
			t.Errorf("CanonWXF(%q) = %q, want an error", bad, got)
		}
	}
}

func TestCanonChinese(t *testing.T) {
	for in, want := range map[string]string{
		"炮二平五": "C2=5", "砲２平５": "C2=5", "马８进７": "H8+7", "馬8進7": "H8+7",
		"前炮退一": "+C-1", "後車平四": "-R=4", "中兵平四": "mP=4", "二兵平四": "2P=4",
		"前三平四": "+3=4", "三前平四": "+3=4", "帅五进一": "K5+1", "將5平4": "K5=4",
		"相三进五": "E3+5", "象７退５": "E7-5", "仕四进五": "A4+5", "卒３进１": "P3+1",
	} {
		if got, err := CanonChinese(in); err != nil || got != want {
			t.Errorf("CanonChinese(%q) = %q, %v; want %q", in, got, err, want)
		}
	}
	for _, bad := range []string{"炮二平", "炮二走五", "欢迎访问", "好棋好棋", "e4"} {
		if got, err := CanonChinese(bad); err == nil {
			t.Errorf("CanonChinese(%q) = %q, want an error", bad, got)
		}
	}
}

func TestParseICCS(t *testing.T) {
	for _, in := range []string{"h2e2", "H2-E2", "h2-e2", "ｈ２ｅ２", "H2E2"} {
		f, to, err := ParseICCS(in)
		if err != nil || f.File != 7 || f.Rank != 2 || to.File != 4 || to.Rank != 2 {
			t.Errorf("ParseICCS(%q) = %v %v %v", in, f, to, err)
		}
	}
	if !IsICCSRank0("h0g2") || IsICCSRank0("h2e2") || IsICCSRank0("h10g8") || IsICCSRank0("e2e4") {
		t.Errorf("IsICCSRank0 wrong")
	}
}

func TestFENAndResults(t *testing.T) {
	for in, want := range map[string]string{
		"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR":   "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
		"3aka3/2c1n4/4bP3/9/4N4/9/9/9/9/4K4 w":                          "3aka3/2c1n4/4bP3/9/4N4/9/9/9/9/4K4 w - - 0 1",
		"rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR r": "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
		"4k4/9/9/9/9/9/9/9/9/4K4 b - - 3 40":                            "4k4/9/9/9/9/9/9/9/9/4K4 b - - 3 40",
	} {
		if got := FEN(in); got != want {
			t.Errorf("FEN(%q) = %q, want %q", in, got, want)
		}
	}
	if f, r := BoardShape("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w"); f != 9 || r != 10 {
		t.Errorf("BoardShape = %d x %d", f, r)
	}
	for in, want := range map[string]string{"红胜": "1-0", "紅勝": "1-0", "黑胜": "0-1", "和棋": "1/2-1/2", "未知": "*"} {
		if got, ok := Result(in); !ok || got != want {
			t.Errorf("Result(%q) = %q %v, want %q", in, got, ok, want)
		}
	}
	if _, ok := Result("1-0"); ok {
		t.Errorf("Result took 1-0")
	}
}
