package viewer

// The parts of the page: its style, its static markup and its script. The script
// reads the game's JSON from <script id="game">, builds the board and the move
// list, and shows the step cur (0 = the start, i = after ply i, plies+1 = the
// illegal move, when there is one).

const css = `body { font-family: 'DejaVu Sans', Helvetica, Arial, sans-serif; margin: 1.2em; color: #222; }
h1 { font-size: 1.25em; margin: 0 0 .3em 0; }
#tags { color: #555; font-size: .9em; margin-bottom: .8em; }
#main { display: flex; flex-wrap: wrap; gap: 1.5em; align-items: flex-start; }
#boardwrap { display: grid; grid-template-columns: auto auto; width: max-content; }
#ranks { display: grid; margin-right: 4px; }
#ranks div, #filenames div { display: flex; align-items: center; justify-content: center; font-size: calc(var(--sq) * .3); color: #333; }
#filenames { display: grid; grid-column: 2; margin-top: 2px; }
#board { position: relative; display: grid; border: 1px solid #5a3e26; }
.sq { width: var(--sq); height: var(--sq); position: relative; display: flex; align-items: center; justify-content: center; }
.sq.light { background: #f0d9b5; } .sq.dark { background: #b58863; }
.sq.last::before { content: ""; position: absolute; inset: 0; background: rgba(246, 246, 105, .6); }
.pc { position: relative; font-family: var(--font); font-size: calc(var(--sq) * .8); line-height: 1; }
.pc.w { color: #fff; -webkit-text-stroke: calc(var(--sq) * .035) #000; paint-order: stroke fill; }
.pc.b { color: #000; }
.disc { position: relative; width: 76%; height: 76%; border-radius: 50%; border: calc(var(--sq) * .04) solid #000; box-sizing: border-box;
  display: flex; align-items: center; justify-content: center; font-weight: bold; font-size: calc(var(--sq) * .42); font-family: 'DejaVu Sans', sans-serif; }
.disc.w { background: #fff; color: #000; } .disc.b { background: #000; color: #fff; }
#overlay { position: absolute; inset: 0; width: 100%; height: 100%; pointer-events: none; }
#controls { margin: .7em 0; display: flex; gap: .4em; align-items: center; }
#controls button { font-size: 1.1em; min-width: 2.4em; padding: .2em .5em; cursor: pointer; }
#where { margin-left: .6em; font-variant-numeric: tabular-nums; }
#info { max-width: 36em; }
#info .fen { font-family: 'DejaVu Sans Mono', monospace; font-size: .8em; color: #444; word-break: break-all; }
#events .ev { display: inline-block; background: #e8f0fe; border: 1px solid #9ab; border-radius: 3px; padding: 0 .3em; margin: .2em .3em 0 0; font-size: .9em; }
#diag { border-left: 4px solid #d62728; background: #fdecea; padding: .4em .7em; margin-top: .6em; }
#diag .legal { font-size: .85em; color: #444; }
#moves { position: relative; max-height: 560px; overflow-y: auto; min-width: 14em; border: 1px solid #ddd; padding: .3em; font-size: .95em; }
#moves table { border-collapse: collapse; }
#moves td { padding: .1em .35em; vertical-align: top; }
#moves td.no { color: #777; text-align: right; }
#moves span.mv { cursor: pointer; padding: 0 .2em; border-radius: 3px; }
#moves span.mv.cur { background: #3875d7; color: #fff; }
#moves span.mv.event { border-bottom: 2px solid #3875d7; }
#moves span.mv.event::after { content: " \2605"; color: #3875d7; font-size: .8em; }
#moves span.mv.illegal { color: #d62728; text-decoration: line-through; }
#moves span.mv.illegal.cur { background: #d62728; color: #fff; }
#result { margin-top: .4em; color: #555; font-size: .9em; }
.help { color: #777; font-size: .8em; }
`

const body = `<div id="tags"></div>
<div id="main">
<div>
<div id="boardwrap"><div id="ranks"></div><div id="board"><svg id="overlay" xmlns="http://www.w3.org/2000/svg"></svg></div><div id="filenames"></div></div>
<div id="controls">
<button id="first" title="start (Home)">|&#x25C0;</button>
<button id="prev" title="back one ply (Left arrow)">&#x25C0;</button>
<button id="next" title="forward one ply (Right arrow)">&#x25B6;</button>
<button id="last" title="end (End)">&#x25B6;|</button>
<span id="where"></span>
</div>
<div id="info"><div id="move"></div><div id="events"></div><div id="diag" hidden></div><div class="fen" id="fen"></div>
<div class="help">Keys: Left and Right arrows step one ply, Home and End jump; click a move to go there.</div></div>
</div>
<div><div id="moves"></div><div id="result"></div></div>
</div>
`

const script = `(function () {
"use strict";
var G = JSON.parse(document.getElementById("game").textContent);
var F = G.files, R = G.ranks, N = G.plies.length;
var LAST = N + (G.illegal ? 1 : 0);
var cur = 0;
var sqPx = Math.max(24, Math.min(60, Math.floor(560 / Math.max(F, R))));
document.documentElement.style.setProperty("--sq", sqPx + "px");
function el(tag, cls, text) { var e = document.createElement(tag); if (cls) e.className = cls; if (text != null) e.textContent = text; return e; }

// tags
var tags = document.getElementById("tags");
var t = G.tags.map(function (kv) { return kv[0] + ": " + kv[1]; });
t.push("variant: " + G.variant_name + " (" + G.variant + ", " + F + "x" + R + ")");
t.push("notation: " + ({gc: "Game Courier", san: "SAN", coord: "coordinates"}[G.notation] || G.notation));
tags.textContent = t.join(" \u00b7 ");

// board: squares by name
var board = document.getElementById("board"), overlay = document.getElementById("overlay");
board.style.gridTemplateColumns = "repeat(" + F + ", var(--sq))";
var squares = {};
for (var r = R - 1; r >= 0; r--) {
  for (var f = 0; f < F; f++) {
    var name = G.file_names[f] + G.rank_names[r];
    var d = el("div", "sq " + ((f + r) % 2 === 0 ? "dark" : "light"));
    d.dataset.sq = name; d.dataset.piece = "";
    board.insertBefore(d, overlay);
    squares[name] = d;
  }
}
var ranks = document.getElementById("ranks");
ranks.style.gridTemplateRows = "repeat(" + R + ", var(--sq))";
for (var r2 = R - 1; r2 >= 0; r2--) ranks.appendChild(el("div", "", G.rank_names[r2]));
var files = document.getElementById("filenames");
files.style.gridTemplateColumns = "repeat(" + F + ", var(--sq))";
for (var f2 = 0; f2 < F; f2++) files.appendChild(el("div", "", G.file_names[f2]));
overlay.setAttribute("viewBox", "0 0 " + F + " " + R);
overlay.setAttribute("preserveAspectRatio", "none");

// parseBoard reads a FEN's board field: ranks from the last down, '/'-separated,
// one- or two-digit counts of empty squares, labels as letters, '+' and a letter or
// in braces; returns {square name: label}.
function parseBoard(fen) {
  var rows = fen.split(" ")[0].split("/"), out = {};
  for (var i = 0; i < rows.length; i++) {
    var rank = R - 1 - i, file = 0, row = rows[i];
    for (var j = 0; j < row.length; j++) {
      var c = row[j];
      if (c >= "0" && c <= "9") {
        var n = +c;
        if (j + 1 < row.length && row[j + 1] >= "0" && row[j + 1] <= "9") { n = n * 10 + (+row[j + 1]); j++; }
        file += n;
      } else if (c === "[") {
        break; // the holdings
      } else if (c !== "~") {
        var lab = c; // a letter, "+p" (a promoted Shogi piece), "{ch}" (a longer label)
        if (c === "+" && j + 1 < row.length) { lab = row.substr(j, 2); j++; }
        else if (c === "{" || c === "(") {
          var e = row.indexOf(c === "{" ? "}" : ")", j);
          if (e < 0) e = row.length;
          lab = row.substring(j + 1, e); j = e;
        }
        if (file < F && rank >= 0) out[G.file_names[file] + G.rank_names[rank]] = lab;
        file++;
      }
    }
  }
  return out;
}
function pieceNode(letter) {
  var up = letter.toUpperCase(), white = letter === up, p = G.pieces[up] || {name: up, symbol: ""};
  var node = p.symbol ? el("span", "pc " + (white ? "w" : "b"), p.symbol) : el("span", "disc " + (white ? "w" : "b"), up);
  node.title = (white ? "White " : "Black ") + p.name;
  return node;
}
function center(name) {
  for (var f = 0; f < F; f++) for (var r = 0; r < R; r++)
    if (G.file_names[f] + G.rank_names[r] === name) return [f + 0.5, R - 1 - r + 0.5];
  return null;
}
var SVG = "http://www.w3.org/2000/svg";
function svg(tag, attrs) { var e = document.createElementNS(SVG, tag); for (var k in attrs) e.setAttribute(k, attrs[k]); return e; }
function drawIllegal(il) {
  while (overlay.firstChild) overlay.removeChild(overlay.firstChild);
  if (!il) return;
  var red = "#d62728";
  if (il.arrow.length === 2) {
    var to = center(il.arrow[1]), from = il.arrow[0] ? center(il.arrow[0]) : null;
    if (from && to) {
      var dx = to[0] - from[0], dy = to[1] - from[1], len = Math.sqrt(dx * dx + dy * dy), ux = dx / len, uy = dy / len;
      var hx = to[0] - ux * 0.35, hy = to[1] - uy * 0.35;
      overlay.appendChild(svg("line", {x1: from[0], y1: from[1], x2: hx, y2: hy, stroke: red, "stroke-width": 0.14, "stroke-opacity": 0.85, "stroke-linecap": "round", "class": "arrow"}));
      var px = -uy * 0.22, py = ux * 0.22;
      overlay.appendChild(svg("polygon", {points: [to[0] - ux * 0.1, to[1] - uy * 0.1, hx + px - ux * 0.05, hy + py - uy * 0.05, hx - px - ux * 0.05, hy - py - uy * 0.05].join(" "), fill: red, "fill-opacity": 0.85}));
    } else if (to) {
      overlay.appendChild(svg("circle", {cx: to[0], cy: to[1], r: 0.44, fill: "none", stroke: red, "stroke-width": 0.08, "stroke-opacity": 0.85, "class": "ring"}));
    }
  }
  il.rings.forEach(function (s) {
    var c = center(s);
    if (c) overlay.appendChild(svg("circle", {cx: c[0], cy: c[1], r: 0.44, fill: "none", stroke: red, "stroke-width": 0.08, "stroke-dasharray": "0.14 0.09", "stroke-opacity": 0.85, "class": "ring"}));
  });
}

// move list: one row per move number
var moves = document.getElementById("moves"), table = el("table"), spans = [null];
moves.appendChild(table);
var row = null;
function addMove(idx, number, text, cls, title) {
  var white = number.slice(-3) !== "...";
  if (white || !row) {
    row = el("tr"); table.appendChild(row);
    row.appendChild(el("td", "no", number.replace("...", ".")));
    if (!white) row.appendChild(el("td", "", "\u2026"));
  }
  var td = el("td"), s = el("span", "mv" + (cls ? " " + cls : ""), text);
  s.dataset.step = idx; if (title) s.title = title;
  s.addEventListener("click", function () { go(idx); });
  td.appendChild(s); row.appendChild(td);
  spans[idx] = s;
  if (!white) row = null;
}
G.plies.forEach(function (p, i) {
  var labels = p.events.map(function (e) { return e.label + (e.detail ? " " + e.detail : ""); });
  addMove(i + 1, p.number, p.text, p.events.length ? "event" : "", labels.join("; "));
});
if (G.illegal) addMove(N + 1, G.illegal.number, G.illegal.text || "(unreadable)", "illegal", G.illegal.message + " (" + G.illegal.code + ")");
var res = G.result, resText = "status: " + G.status;
if (res.claimed) resText += " \u00b7 claimed " + res.claimed;
resText += " \u00b7 computed " + res.computed + " (" + res.termination + ")";
if (res.mismatch) resText += " \u00b7 the claimed result does not match";
document.getElementById("result").textContent = resText;

function fenAt(step) {
  if (step === 0) return G.start;
  if (step <= N) return G.plies[step - 1].fen;
  return G.illegal.fen;
}
function go(step) {
  cur = Math.max(0, Math.min(LAST, step));
  var pos = parseBoard(fenAt(cur));
  var shade = cur >= 1 ? G.plies[Math.min(cur, N) - 1] : null;
  for (var name in squares) {
    var d = squares[name], letter = pos[name] || "";
    if (d.dataset.piece !== letter) {
      d.dataset.piece = letter;
      while (d.firstChild) d.removeChild(d.firstChild);
      if (letter) d.appendChild(pieceNode(letter));
    }
    d.classList.toggle("last", !!shade && (name === shade.from || name === shade.to));
  }
  var illegal = G.illegal && cur === N + 1;
  drawIllegal(illegal ? G.illegal : null);
  document.body.dataset.ply = Math.min(cur, N);
  document.body.dataset.illegal = illegal ? "1" : "";
  for (var i = 1; i < spans.length; i++) if (spans[i]) spans[i].classList.toggle("cur", i === cur);
  var sp = spans[cur];
  if (sp) { // keep the current move in view, scrolling the list only (not the page)
    if (sp.offsetTop < moves.scrollTop) moves.scrollTop = sp.offsetTop;
    else if (sp.offsetTop + sp.offsetHeight > moves.scrollTop + moves.clientHeight) moves.scrollTop = sp.offsetTop + sp.offsetHeight - moves.clientHeight;
  }
  var mv = document.getElementById("move"), ev = document.getElementById("events"), dg = document.getElementById("diag");
  ev.textContent = ""; dg.hidden = true; dg.textContent = "";
  var evs = cur === 0 ? G.start_events : (cur <= N ? G.plies[cur - 1].events : []);
  evs.forEach(function (e) { ev.appendChild(el("span", "ev", e.label + (e.detail ? ": " + e.detail : ""))); });
  if (cur === 0) mv.textContent = "Start position";
  else if (cur <= N) { var p = G.plies[cur - 1]; mv.textContent = p.number + " " + p.text + (p.text !== p.san ? "  (" + p.san + ")" : ""); }
  else {
    var il = G.illegal;
    mv.textContent = il.number + " " + (il.text || "(unreadable)") + ": illegal";
    dg.hidden = false;
    dg.appendChild(el("div", "", G.file + ":" + il.line + ":" + il.col + ": ply " + il.ply + ": " + il.message + " (" + il.code + ")"));
    if (il.legal.length) dg.appendChild(el("div", "legal", "legal moves here: " + il.legal.join(" ")));
  }
  document.getElementById("fen").textContent = fenAt(cur);
  document.getElementById("where").textContent = "ply " + Math.min(cur, N) + " of " + N + (illegal ? " + the illegal move" : "");
}
document.getElementById("first").addEventListener("click", function () { go(0); });
document.getElementById("prev").addEventListener("click", function () { go(cur - 1); });
document.getElementById("next").addEventListener("click", function () { go(cur + 1); });
document.getElementById("last").addEventListener("click", function () { go(LAST); });
document.addEventListener("keydown", function (e) {
  var k = {ArrowRight: cur + 1, ArrowLeft: cur - 1, Home: 0, End: LAST}[e.key];
  if (k === undefined || e.altKey || e.ctrlKey || e.metaKey) return;
  e.preventDefault();
  go(k);
});
// a link may name the step: #12 (after ply 12), #end (the last step)
function fromHash() {
  var h = location.hash.slice(1);
  if (h === "end") return LAST;
  return /^[0-9]+$/.test(h) ? +h : null;
}
var h0 = fromHash();
go(h0 !== null ? h0 : (G.open || 0));
window.addEventListener("hashchange", function () { var h = fromHash(); if (h !== null) go(h); });
})();
`
