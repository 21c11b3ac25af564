package playground

import (
	"encoding/base64"
	"encoding/json"
	"html"
	"io"
	"strings"

	"github.com/gamecourier/courier/pkg/board"
	"github.com/gamecourier/courier/pkg/diagram"
	"github.com/gamecourier/courier/pkg/position"
	"github.com/gamecourier/courier/pkg/viewer"
)

// Page is the data of a playground page for one variant (written into it as
// JSON; courier.switchVariant takes another one).
type Page struct {
	ID          string          `json:"id"`
	Name        string          `json:"name"`
	Description string          `json:"description"`
	Variant     json.RawMessage `json:"variant"` // VariantJSON
	Files       int             `json:"files"`
	Ranks       int             `json:"ranks"`
	FileNames   []string        `json:"file_names"`
	RankNames   []string        `json:"rank_names"`
	// Board and HandKinds are the board as the viewer draws it (viewer.Drawings,
	// viewer.HandLabels).
	Board     [2]viewer.BoardDrawing `json:"board"`
	HandKinds []string               `json:"hand_kinds"`
	Pieces    []PieceInfo            `json:"pieces"`
	// FEN, when not "", is the position the page starts at instead of the
	// variant's start.
	FEN string `json:"fen"`
	// Flip opens the page with the board turned round (Black at the bottom).
	Flip bool `json:"flip"`
}

// NewPage returns the page data of r's variant. Errors: the variant does not
// encode as JSON.
func NewPage(r *position.Rules) (*Page, error) {
	vj, err := VariantJSON(r.V)
	if err != nil {
		return nil, err
	}
	pg := &Page{ID: r.V.ID, Name: r.V.Name, Description: r.V.Description, Variant: vj, Files: r.G.Files, Ranks: r.G.Ranks,
		Board: viewer.Drawings(r), HandKinds: viewer.HandLabels(r), Pieces: Pieces(r)}
	for f := 0; f < r.G.Files; f++ {
		pg.FileNames = append(pg.FileNames, board.FileName(f))
	}
	for k := 0; k < r.G.Ranks; k++ {
		pg.RankNames = append(pg.RankNames, board.RankName(k))
	}
	return pg, nil
}

// WriteHTML writes the playground page of pg with the engine of a (Wasm): one
// self-contained file, about 2.7 MB (the engine, gzip-compressed, in base64).
// The only error is the writer's.
func WriteHTML(w io.Writer, pg *Page, a *Assets) error {
	data, err := json.Marshal(pg)
	if err != nil {
		return err
	}
	var b strings.Builder
	b.WriteString("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
	b.WriteString("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
	b.WriteString("<title>" + html.EscapeString("courier playground: "+pg.Name) + "</title>\n")
	b.WriteString("<style>\n:root { --font: " + diagram.FontStack + "; }\n" + css + "</style>\n</head>\n<body>\n")
	b.WriteString(body)
	b.WriteString("<script id=\"page\" type=\"application/json\">" + string(data) + "</script>\n")
	b.WriteString("<script id=\"wasm\" type=\"application/octet-stream\">" + base64.StdEncoding.EncodeToString(a.WasmGz) + "</script>\n")
	// wasm_exec.js is Go's (BSD-licensed), as the Go installation that built the engine ships it
	b.WriteString("<script>\n" + strings.ReplaceAll(string(a.WasmExec), "</script", "<\\/script") + "\n</script>\n")
	b.WriteString("<script>\n" + viewer.BoardScript + script + "</script>\n</body>\n</html>\n")
	_, err = io.WriteString(w, b.String())
	return err
}

const css = `body { font-family: 'DejaVu Sans', Helvetica, Arial, sans-serif; margin: 1em; color: #222; }
h1 { font-size: 1.2em; margin: 0 0 .2em 0; }
#desc { color: #555; font-size: .9em; margin-bottom: .6em; }
#main { display: flex; flex-wrap: wrap; gap: 1.2em; align-items: flex-start; }
#left { flex: 1 1 300px; max-width: var(--boardmax); min-width: 0; position: relative; }
#board { display: block; width: 100%; height: auto; cursor: pointer; touch-action: manipulation; }
#board .sq { fill: transparent; }
#board .sq.last { fill: rgba(246, 246, 105, .6); }
#board .sq.check { fill: rgba(224, 32, 32, .55); }
#board .sq.sel { fill: rgba(56, 117, 215, .45); }
#board #overlay { pointer-events: none; }
#board text { user-select: none; }
#controls { margin: .5em 0; display: flex; flex-wrap: wrap; gap: .35em; }
#controls button, #io button { font-size: 1em; padding: .25em .6em; cursor: pointer; }
#status { font-weight: bold; margin: .3em 0; }
#status.over { color: #b3141b; }
#fen { font-family: 'DejaVu Sans Mono', monospace; font-size: .8em; color: #444; word-break: break-all; }
#msg { color: #b3141b; font-size: .9em; min-height: 1.2em; }
#chooser { position: absolute; left: 50%; top: 30%; transform: translate(-50%, 0); background: #fff; border: 2px solid #3875d7; border-radius: 6px; padding: .5em; box-shadow: 0 4px 16px rgba(0,0,0,.3); z-index: 5; }
#chooser button { display: block; width: 100%; margin: .2em 0; font-size: 1em; padding: .3em .8em; cursor: pointer; }
#right { flex: 1 1 18em; min-width: 0; max-width: 34em; }
#moves { max-height: 14em; overflow-y: auto; border: 1px solid #ddd; padding: .3em; font-size: .95em; line-height: 1.6; }
#moves .no { color: #777; margin-right: .2em; }
#legend span { display: inline-block; margin: 0 .6em .2em 0; font-size: .85em; }
#legend i { display: inline-block; width: .8em; height: .8em; border-radius: 50%; margin-right: .25em; vertical-align: middle; }
#io textarea, #io input { width: 100%; box-sizing: border-box; font-family: 'DejaVu Sans Mono', monospace; font-size: .85em; }
#io textarea { height: 6em; }
#pieces { border-collapse: collapse; margin-top: .8em; font-size: .9em; }
#pieces td { border-top: 1px solid #ddd; padding: .3em .4em; vertical-align: middle; }
#pieces code { font-size: 1em; }
.help { color: #777; font-size: .8em; }
@media (max-width: 480px) { body { margin: .4em; } }
`

const body = `<h1 id="title"></h1>
<div id="desc"></div>
<div id="main">
<div id="left">
<svg id="board" xmlns="http://www.w3.org/2000/svg"></svg>
<div id="chooser" hidden></div>
<div id="controls">
<button id="undo" title="take back the last ply (Backspace)">Undo</button>
<button id="flip" title="turn the board round (F)">Flip</button>
<button id="restart" title="the start position again">Restart</button>
<button id="copygc" title="the game as Game Courier text">Game Courier</button>
<button id="copypgn" title="the game as PGN">PGN</button>
</div>
<div id="status">loading the engine...</div>
<div id="msg"></div>
<div id="fen"></div>
<div id="legend"></div>
</div>
<div id="right">
<div id="moves"></div>
<div id="io">
<p class="help">The game (copied to the clipboard when the browser lets the page):</p>
<textarea id="out" readonly></textarea>
<p class="help">Start from a FEN:</p>
<input id="fenin" placeholder="FEN"><button id="loadfen">Load FEN</button>
<p class="help">Or from a log (Game Courier or PGN movetext):</p>
<textarea id="login"></textarea><button id="loadlog">Load log</button>
</div>
<table id="pieces"></table>
<p class="help">Click a piece (or a piece in hand) to see its moves, then a marked square to play. Keys: F flips, Backspace undoes.
The page runs courier's rule engine (WebAssembly); its JavaScript API is window.courier (docs/playground.md).</p>
</div>
</div>
`

const script = `(function () {
"use strict";
var P = JSON.parse(document.getElementById("page").textContent);
var E = null, flip = false, sel = null, legal = [], lastMove = null;
var boardEl = document.getElementById("board");
var COLOURS = {conversion: "#d62728", normal: "#1f9d3a", capture: "#1f9d3a", swap: "#1f77b4", castling: "#9467bd",
  drop: "#17a2b8", promotion: "#ff7f0e", "en-passant": "#8c564b", "capture-conversion": "#e377c2"};
var ORDER = ["conversion", "swap", "castling", "promotion", "drop", "en-passant", "capture-conversion", "capture", "normal"];
// the kinds of other modules (explosion, gate, ...) get the next colour of
// PALETTE when first met, and a legend entry
var PALETTE = ["#bcbd22", "#17becf", "#7f7f7f", "#393b79", "#637939", "#8c6d31", "#843c39", "#7b4173"], extra = 0;
function el(tag, cls, text) { var e = document.createElement(tag); if (cls) e.className = cls; if (text != null) e.textContent = text; return e; }
function legendEntry(k) {
  var s = el("span"), i = el("i"); i.style.background = k === "capture" ? "none" : COLOURS[k];
  if (k === "capture") i.style.border = "2px solid " + COLOURS[k];
  s.appendChild(i); s.appendChild(document.createTextNode(k)); document.getElementById("legend").appendChild(s);
}
function kindOf(ms) { // the first special kind of the moves to one target
  for (var i = 0; i < ORDER.length - 2; i++) for (var j = 0; j < ms.length; j++) if (ms[j].kinds.indexOf(ORDER[i]) >= 0) return ORDER[i];
  for (var j = 0; j < ms.length; j++) for (var i = 0; i < ms[j].kinds.length; i++) {
    var k = ms[j].kinds[i];
    if (k === "capture" || k === "normal") continue;
    if (!COLOURS[k]) { COLOURS[k] = PALETTE[extra++ % PALETTE.length]; legendEntry(k); }
    return k;
  }
  for (var j = 0; j < ms.length; j++) if (ms[j].kinds.indexOf("capture") >= 0) return "capture";
  return "normal";
}
function say(t) { document.getElementById("msg").textContent = t || ""; }

function setup() { // (re)build everything that depends on the variant
  document.getElementById("title").textContent = "Playground: " + P.name + " (" + P.id + ", " + P.files + "x" + P.ranks + ")";
  document.getElementById("desc").textContent = P.description;
  document.documentElement.style.setProperty("--boardmax", Math.round(P.board[0].layout.width * 1.3) + "px");
  boardEl.innerHTML = ""; boardEl.dataset.flip = "";
  var lg = document.getElementById("legend"); lg.textContent = "";
  ["normal", "capture", "conversion", "swap", "castling", "drop", "promotion", "en-passant", "capture-conversion"].forEach(legendEntry);
  Object.keys(COLOURS).forEach(function (k) { if (ORDER.indexOf(k) < 0) legendEntry(k); });
  var tb = document.getElementById("pieces"); tb.textContent = "";
  var hd = el("tr"); ["", "piece", "Betza", "moves"].forEach(function (h) { hd.appendChild(el("th", "", h)); }); tb.appendChild(hd);
  P.pieces.forEach(function (pc) {
    var tr = el("tr"), L = P.board[0].layout, s = L.square;
    var td = el("td"); td.innerHTML = '<svg width="36" height="36" viewBox="' + (-s / 2) + " " + (-s / 2) + " " + s + " " + s + '" text-anchor="middle">' + (P.board[0].pieces[pc.label] || "") + "</svg>";
    tr.appendChild(td);
    tr.appendChild(el("td", "", pc.name + " (" + pc.label + ")" + (pc.royal ? ", royal" : "") + (pc.pawn ? ", pawn" : "")));
    var bz = el("td"); bz.appendChild(el("code", "", pc.betza)); tr.appendChild(bz);
    var dg = el("td"); dg.innerHTML = pc.diagram; tr.appendChild(dg);
    tr.dataset.piece = pc.label;
    tb.appendChild(tr);
  });
}

function movesFrom(key) { // key: a square name, or "hand:w:P"
  return legal.filter(function (m) {
    if (key.indexOf("hand:") === 0) return m.drop && m.drop === key.split(":")[2];
    return m.from === key;
  });
}
function render() {
  var st = JSON.parse(E.status());
  legal = JSON.parse(E.legal());
  var fen = E.fen();
  var targets = {};
  if (sel) movesFrom(sel).forEach(function (m) { (targets[m.to] = targets[m.to] || []).push(m); });
  CB.draw(boardEl, P, {fen: fen, flip: flip, last: lastMove, check: st.checked, marks: function (ov, center) {
    for (var t in targets) {
      var c = center(t); if (!c) continue;
      var ms = targets[t], k = kindOf(ms), capture = ms.some(function (m) { return m.kinds.indexOf("capture") >= 0; });
      var attrs = {cx: c[0], cy: c[1], "class": "target k-" + k, "data-sq": t};
      if (capture && k === "capture") { attrs.r = 0.42; attrs.fill = "none"; attrs.stroke = COLOURS.capture; attrs["stroke-width"] = 0.09; }
      else { attrs.r = 0.17; attrs.fill = COLOURS[k]; attrs["fill-opacity"] = 0.85; if (capture) { attrs.r = 0.42; attrs.fill = "none"; attrs.stroke = COLOURS[k]; attrs["stroke-width"] = 0.09; } }
      ov.appendChild(CB.svg("circle", attrs));
    }
  }});
  var sqs = boardEl.querySelectorAll("#sqs .sq");
  for (var i = 0; i < sqs.length; i++) sqs[i].classList.toggle("sel", sqs[i].dataset.sq === sel);
  boardEl.querySelectorAll("#hands .hand").forEach(function (h) {
    h.style.cursor = "pointer";
    h.setAttribute("opacity", sel && sel === "hand:" + h.dataset.color + ":" + h.dataset.piece ? "0.5" : "1");
  });
  var stEl = document.getElementById("status");
  stEl.className = st.over ? "over" : "";
  stEl.textContent = st.over ? "Game over: " + st.result + " (" + st.termination + ")" :
    (st.side === "white" ? "White" : "Black") + " to move" + (st.check ? ", in check" : "") + " \u00b7 " + legal.length + " legal moves";
  document.getElementById("fen").textContent = fen;
  document.body.dataset.fen = fen;
  var mv = document.getElementById("moves"); mv.textContent = "";
  JSON.parse(E.plies()).forEach(function (m, i) {
    if (i === 0 || m.number.slice(-3) !== "...") mv.appendChild(el("span", "no", m.number));
    mv.appendChild(el("span", "mv", m.san + " "));
  });
  mv.scrollTop = mv.scrollHeight;
}
function play(m) {
  var r = JSON.parse(E.play(m.coord));
  if (!r.ok) { say(r.error); return; }
  lastMove = [r.move.from, r.move.to]; sel = null; say("");
  hideChooser(); render();
}
function hideChooser() { var c = document.getElementById("chooser"); c.hidden = true; c.textContent = ""; }
function choose(ms) {
  var c = document.getElementById("chooser"); c.textContent = "";
  c.appendChild(el("div", "help", "Which move?"));
  ms.forEach(function (m) {
    var b = el("button", "", m.san + (m.kinds[0] !== "normal" ? "  (" + m.kinds.join(", ") + ")" : ""));
    b.dataset.coord = m.coord; b.style.borderLeft = "6px solid " + (COLOURS[kindOf([m])] || "#999");
    b.addEventListener("click", function () { play(m); });
    c.appendChild(b);
  });
  var x = el("button", "", "cancel"); x.addEventListener("click", function () { hideChooser(); sel = null; render(); }); c.appendChild(x);
  c.hidden = false;
}
boardEl.addEventListener("click", function (e) {
  if (!E) return;
  var t = e.target.closest(".hand, [data-sq]");
  if (!t) return;
  hideChooser();
  var st = JSON.parse(E.status()), side = st.side === "white" ? "w" : "b";
  if (t.classList.contains("hand")) {
    var key = "hand:" + t.dataset.color + ":" + t.dataset.piece;
    sel = t.dataset.color === side && movesFrom(key).length && sel !== key ? key : null;
    if (t.dataset.color !== side) say("it is " + st.side + "'s move");
    render(); return;
  }
  var sq = t.dataset.sq;
  if (sel) {
    var ms = movesFrom(sel).filter(function (m) { return m.to === sq; });
    if (ms.length === 1) { play(ms[0]); return; }
    if (ms.length > 1) { choose(ms); return; }
  }
  sel = movesFrom(sq).length && sel !== sq ? sq : null;
  say(sel || !JSON.parse(E.status()).over ? "" : "the game is over");
  render();
});
function out(text) {
  var o = document.getElementById("out"); o.value = text;
  if (navigator.clipboard && navigator.clipboard.writeText) navigator.clipboard.writeText(text).catch(function () {});
}
document.getElementById("undo").addEventListener("click", function () { if (E && E.undo()) { lastMove = null; sel = null; render(); } });
document.getElementById("flip").addEventListener("click", function () { flip = !flip; render(); });
document.getElementById("restart").addEventListener("click", function () { if (E) { E.restart(); lastMove = null; sel = null; render(); } });
document.getElementById("copygc").addEventListener("click", function () { if (E) out(E.gc()); });
document.getElementById("copypgn").addEventListener("click", function () { if (E) out(E.pgn()); });
document.getElementById("loadfen").addEventListener("click", function () {
  var err = E.setFEN(document.getElementById("fenin").value); say(err); lastMove = null; sel = null; render();
});
document.getElementById("loadlog").addEventListener("click", function () {
  var err = E.loadLog(document.getElementById("login").value); say(err); lastMove = null; sel = null; render();
});
document.addEventListener("keydown", function (e) {
  if (e.altKey || e.ctrlKey || e.metaKey || /INPUT|TEXTAREA/.test(document.activeElement.tagName)) return;
  if (e.key === "f" || e.key === "F") { e.preventDefault(); flip = !flip; render(); }
  if (e.key === "Backspace") { e.preventDefault(); document.getElementById("undo").click(); }
});

// The API (docs/playground.md): plain values and objects, not JSON.
var ready = new Promise(function (resolve, reject) {
  window.courierReady = resolve;
  var b64 = document.getElementById("wasm").textContent, bin = atob(b64), bytes = new Uint8Array(bin.length);
  for (var i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
  var stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
  new Response(stream).arrayBuffer().then(function (buf) {
    var go = new Go();
    return WebAssembly.instantiate(buf, go.importObject).then(function (r) { go.run(r.instance); });
  }).catch(function (err) { document.getElementById("status").textContent = "the engine did not start: " + err; reject(err); });
}).then(function () {
  E = window.courierEngine;
  var err = E.load(JSON.stringify(P.variant));
  if (err) throw new Error(err);
  if (P.fen) must(E.setFEN(P.fen));
  flip = !!P.flip;
  setup();
  // the address may play moves and select a piece: #play=e2e4,e7e5&select=f1
  location.hash.slice(1).split("&").forEach(function (kv) {
    var i = kv.indexOf("="), k = kv.slice(0, i), v = decodeURIComponent(kv.slice(i + 1));
    if (k === "play") v.split(",").forEach(function (m) { var r = JSON.parse(E.play(m)); if (r.ok) lastMove = [r.move.from, r.move.to]; else say(r.error); });
    if (k === "select") sel = v;
    if (k === "flip") flip = v === "1";
  });
  render();
});
function must(err) { if (err) throw new Error(err); }
window.courier = {
  ready: ready,
  legal: function () { return JSON.parse(E.legal()); },
  play: function (move) { var r = JSON.parse(E.play(String(move))); if (!r.ok) throw new Error(r.error); lastMove = [r.move.from, r.move.to]; sel = null; render(); return r.move; },
  fen: function () { return E.fen(); },
  perft: function (depth) { var n = E.perft(depth); if (typeof n === "string") throw new Error(n); return n; },
  status: function () { return JSON.parse(E.status()); },
  plies: function () { return JSON.parse(E.plies()); },
  undo: function () { var ok = E.undo(); render(); return ok; },
  restart: function () { E.restart(); lastMove = null; render(); },
  setFEN: function (fen) { must(E.setFEN(fen)); lastMove = null; render(); },
  loadLog: function (text) { var err = E.loadLog(text); lastMove = null; render(); must(err); },
  gc: function () { return E.gc(); },
  pgn: function () { return E.pgn(); },
  select: function (key) { sel = key; render(); },
  switchVariant: function (page) { P = page; must(E.load(JSON.stringify(P.variant))); sel = null; lastMove = null; flip = false; hideChooser(); setup(); render(); }
};
})();
`
