package viewer

// The parts of the page: its style, its static markup and its script. The script
// reads the game's JSON from <script id="game">, draws the board (an SVG: the
// background and the pieces pkg/diagram drew, placed with its layout) and the move
// list, and shows the step cur (0 = the start, i = after ply i, plies+1 = the
// illegal move, when there is one), or a move of a variation.

const css = `body { font-family: 'DejaVu Sans', Helvetica, Arial, sans-serif; margin: 1em; color: #222; }
h1 { font-size: 1.2em; margin: 0 0 .3em 0; overflow-wrap: anywhere; }
#tags { color: #555; font-size: .9em; margin-bottom: .6em; }
#main { display: flex; flex-wrap: wrap; gap: 1.2em; align-items: flex-start; }
#left { flex: 1 1 300px; max-width: var(--boardmax); min-width: 0; }
#board { display: block; width: 100%; height: auto; touch-action: manipulation; }
#board .sq { fill: transparent; }
#board .sq.last { fill: rgba(246, 246, 105, .6); }
#board .sq.check { fill: rgba(224, 32, 32, .55); }
#board text { user-select: none; }
#controls { margin: .5em 0; display: flex; flex-wrap: wrap; gap: .4em; align-items: center; }
#controls button { font-size: 1.1em; min-width: 2.4em; padding: .2em .5em; cursor: pointer; }
#where { margin-left: .4em; font-variant-numeric: tabular-nums; }
#info { max-width: 36em; }
#info .fen { font-family: 'DejaVu Sans Mono', monospace; font-size: .8em; color: #444; word-break: break-all; }
#comment { font-style: italic; color: #2a5a2a; margin: .3em 0; }
#events .ev { display: inline-block; background: #e8f0fe; border: 1px solid #9ab; border-radius: 3px; padding: 0 .3em; margin: .2em .3em 0 0; font-size: .9em; }
#diag { border-left: 4px solid #d62728; background: #fdecea; padding: .4em .7em; margin-top: .6em; overflow-wrap: anywhere; }
#diag .legal { font-size: .85em; color: #444; }
#right { flex: 1 1 16em; min-width: 0; max-width: 30em; }
#moves { position: relative; max-height: 560px; overflow-y: auto; border: 1px solid #ddd; padding: .3em; font-size: .95em; line-height: 1.6; }
#moves .no { color: #777; margin-right: .2em; }
#moves .mv { cursor: pointer; padding: 0 .2em; border-radius: 3px; white-space: nowrap; }
#moves .mv.cur { background: #3875d7; color: #fff; }
#moves .mv.event { border-bottom: 2px solid #3875d7; }
#moves .mv.event::after { content: " \2605"; color: #3875d7; font-size: .8em; }
#moves .mv.illegal { color: #d62728; text-decoration: line-through; }
#moves .mv.illegal.cur { background: #d62728; color: #fff; }
#moves .var { display: block; margin: .1em 0 .1em 1em; padding-left: .4em; border-left: 2px solid #ccc; color: #555; font-size: .92em; }
#moves .var .mv.cur { background: #7a7a7a; }
#moves .note { display: block; margin: .1em 0 .1em .6em; color: #2a5a2a; font-style: italic; font-size: .9em; }
#result { margin-top: .4em; color: #555; font-size: .9em; }
.help { color: #777; font-size: .8em; }
@media (max-width: 480px) {
  body { margin: .4em; }
  #moves { max-height: 40vh; }
  #controls button { min-width: 2em; padding: .2em .3em; }
}
`

const body = `<div id="tags"></div>
<div id="main">
<div id="left">
<svg id="board" xmlns="http://www.w3.org/2000/svg"></svg>
<div id="controls">
<button id="first" title="start (Home)">|&#x25C0;</button>
<button id="prev" title="back one ply (Left arrow)">&#x25C0;</button>
<button id="next" title="forward one ply (Right arrow)">&#x25B6;</button>
<button id="last" title="end (End)">&#x25B6;|</button>
<button id="flip" title="turn the board round (F)">&#x21C5;</button>
<span id="where"></span>
</div>
<div id="info"><div id="move"></div><div id="comment"></div><div id="events"></div><div id="diag" hidden></div><div class="fen" id="fen"></div>
<div class="help">Keys: Left and Right arrows step one ply, Home and End jump, F turns the board; click a move (or a move of a variation) to go there.</div></div>
</div>
<div id="right"><div id="moves"></div><div id="result"></div></div>
</div>
`

// BoardScript is the JavaScript that draws a board, shared by the viewer and the
// playground: it defines CB, whose CB.draw(svgElement, D, state) draws from D, an
// object with board (the two BoardDrawing), hand_kinds, file_names and
// rank_names, the state {fen, flip, last: [from, to], check: square, marks:
// function(overlay, center)}: the squares are <rect class="sq" data-sq
// data-piece> in the layer #sqs, the pieces <g data-sq> in #pieces, the hands'
// kinds <g class="hand"> in #hands, and marks draws into #overlay, whose unit is
// one cell (center(name) gives a square's centre there).
const BoardScript = `var CB = (function () {
"use strict";
var SVGNS = "http://www.w3.org/2000/svg";
function svg(tag, attrs) { var e = document.createElementNS(SVGNS, tag); for (var k in attrs) e.setAttribute(k, attrs[k]); return e; }
// parseFEN reads a FEN's board field and holdings: ranks from the last down,
// '/'-separated, one- or two-digit counts of empty squares, labels as letters, '+'
// and a letter or in braces; holdings in [...]; returns {board: {square: label},
// hand: {"w:P": n, "b:P": n}}.
function parseFEN(fen, D) {
  var F = D.file_names.length, R = D.rank_names.length;
  var field = fen.split(" ")[0], out = {}, hand = {};
  var hb = field.indexOf("[");
  if (hb >= 0) {
    var he = field.indexOf("]", hb);
    var hs = field.substring(hb + 1, he < 0 ? field.length : he);
    for (var h = 0; h < hs.length; h++) {
      var ch = hs[h]; if (ch === "-") continue;
      var key = (ch === ch.toUpperCase() ? "w:" : "b:") + ch.toUpperCase();
      hand[key] = (hand[key] || 0) + 1;
    }
    field = field.substring(0, hb);
  }
  var rows = field.split("/");
  for (var i = 0; i < rows.length && i < R; i++) {
    var rank = R - 1 - i, file = 0, row = rows[i];
    for (var j = 0; j < row.length; j++) {
      var c = row[j];
      if (c >= "0" && c <= "9") {
        var n = +c;
        if (j + 1 < row.length && row[j + 1] >= "0" && row[j + 1] <= "9") { n = n * 10 + (+row[j + 1]); j++; }
        file += n;
      } else if (c !== "~") {
        var lab = c;
        if (c === "+" && j + 1 < row.length) { lab = row.substr(j, 2); j++; }
        else if (c === "{" || c === "(") {
          var e = row.indexOf(c === "{" ? "}" : ")", j);
          if (e < 0) e = row.length;
          lab = row.substring(j + 1, e); j = e;
        }
        if (file < F && rank >= 0) out[D.file_names[file] + D.rank_names[rank]] = lab;
        file++;
      }
    }
  }
  return {board: out, hand: hand};
}
// cell returns the column and row (from the top-left) of a square name.
function cell(D, name, flip) {
  var F = D.file_names.length, R = D.rank_names.length;
  for (var f = 0; f < F; f++) for (var r = 0; r < R; r++)
    if (D.file_names[f] + D.rank_names[r] === name) return flip ? [F - 1 - f, r] : [f, R - 1 - r];
  return null;
}
function draw(el, D, st) {
  var dr = D.board[st.flip ? 1 : 0], L = dr.layout, s = L.square;
  var F = D.file_names.length, R = D.rank_names.length;
  if (el.dataset.flip !== String(!!st.flip) || !el.firstChild) {
    el.setAttribute("viewBox", "0 0 " + L.width + " " + L.height);
    el.innerHTML = dr.background + '<g id="sqs"></g><g id="pieces" text-anchor="middle"></g><g id="hands" text-anchor="middle"></g>' +
      '<g id="hl"></g><g id="overlay" transform="translate(' + L.left + ' ' + L.top + ') scale(' + s + ')"></g>';
    el.dataset.flip = String(!!st.flip);
    var sqs = el.querySelector("#sqs");
    for (var r = R - 1; r >= 0; r--) for (var f = 0; f < F; f++) {
      var name = D.file_names[f] + D.rank_names[r], c = cell(D, name, st.flip);
      var q = svg("rect", {x: L.left + c[0] * s, y: L.top + c[1] * s, width: s, height: s, "class": "sq"});
      if (L.style === "xiangqi" || L.style === "janggi") { q.setAttribute("rx", s / 2); q.setAttribute("ry", s / 2); } // a disc around the point
      q.dataset.sq = name; q.dataset.piece = "";
      sqs.appendChild(q);
    }
  }
  var pos = parseFEN(st.fen, D), html = [];
  var sqEls = el.querySelectorAll("#sqs .sq");
  for (var i = 0; i < sqEls.length; i++) {
    var d = sqEls[i], nm = d.dataset.sq, lab = pos.board[nm] || "";
    d.dataset.piece = lab;
    d.classList.toggle("last", !!st.last && (nm === st.last[0] || nm === st.last[1]));
    d.classList.toggle("check", nm === st.check);
    if (lab) {
      var cc = cell(D, nm, st.flip);
      html.push('<g transform="translate(' + (L.left + (cc[0] + 0.5) * s) + ' ' + (L.top + (cc[1] + 0.5) * s) + ')" data-sq="' + nm + '">' + (dr.pieces[lab] || "") + "</g>");
    }
  }
  el.querySelector("#pieces").innerHTML = html.join("");
  var hh = [];
  if (D.hand_kinds.length) {
    var top = st.flip ? "w" : "b";
    [top, top === "w" ? "b" : "w"].forEach(function (col, side) {
      var a = L.hands[side], n = 0;
      D.hand_kinds.forEach(function (k) {
        var cnt = pos.hand[col + ":" + k] || 0;
        if (!cnt) return;
        var x = a.x + n * a.dx, y = a.y + n * a.dy; n++;
        var lab = col === "w" ? k : k.toLowerCase();
        hh.push('<g class="hand" data-color="' + col + '" data-piece="' + k + '" data-count="' + cnt + '"><g transform="translate(' + x + ' ' + y + ') scale(' + (a.slot / s) + ')">' +
          (dr.pieces[lab] || "") + '</g><text x="' + (x + a.slot * 0.5) + '" y="' + (y + a.slot * 0.15) + '" font-size="' + (a.slot * 0.42) + '" fill="#333" text-anchor="start">' + cnt + "</text></g>");
      });
    });
  }
  el.querySelector("#hands").innerHTML = hh.join("");
  var ov = el.querySelector("#overlay");
  while (ov.firstChild) ov.removeChild(ov.firstChild);
  if (st.marks) st.marks(ov, function (name) { var c = cell(D, name, st.flip); return c ? [c[0] + 0.5, c[1] + 0.5] : null; });
}
return {parseFEN: parseFEN, draw: draw, svg: svg, cell: cell};
})();
`

const script = `(function () {
"use strict";
var G = JSON.parse(document.getElementById("game").textContent);
var N = G.plies.length;
var LAST = N + (G.illegal ? 1 : 0);
var cur = 0, vcur = null, flip = !!G.flip; // vcur: [variation, move] shown instead of cur
var boardEl = document.getElementById("board");
document.documentElement.style.setProperty("--boardmax", Math.round(G.board[0].layout.width * 1.3) + "px");
function el(tag, cls, text) { var e = document.createElement(tag); if (cls) e.className = cls; if (text != null) e.textContent = text; return e; }

// tags
var t = G.tags.map(function (kv) { return kv[0] + ": " + kv[1]; });
t.push("variant: " + G.variant_name + " (" + G.variant + ", " + G.files + "x" + G.ranks + ")");
t.push("notation: " + ({gc: "Game Courier", san: "SAN", coord: "coordinates"}[G.notation] || G.notation));
document.getElementById("tags").textContent = t.join(" \u00b7 ");

var svg = CB.svg;
function drawIllegal(ov, center) {
  var il = G.illegal, red = "#d62728";
  if (il.arrow.length === 2) {
    var to = center(il.arrow[1]), from = il.arrow[0] ? center(il.arrow[0]) : null;
    if (from && to) {
      var dx = to[0] - from[0], dy = to[1] - from[1], len = Math.sqrt(dx * dx + dy * dy), ux = dx / len, uy = dy / len;
      var hx = to[0] - ux * 0.35, hy = to[1] - uy * 0.35;
      ov.appendChild(svg("line", {x1: from[0], y1: from[1], x2: hx, y2: hy, stroke: red, "stroke-width": 0.14, "stroke-opacity": 0.85, "stroke-linecap": "round", "class": "arrow"}));
      var px = -uy * 0.22, py = ux * 0.22;
      ov.appendChild(svg("polygon", {points: [to[0] - ux * 0.1, to[1] - uy * 0.1, hx + px - ux * 0.05, hy + py - uy * 0.05, hx - px - ux * 0.05, hy - py - uy * 0.05].join(" "), fill: red, "fill-opacity": 0.85}));
    } else if (to) {
      ov.appendChild(svg("circle", {cx: to[0], cy: to[1], r: 0.44, fill: "none", stroke: red, "stroke-width": 0.08, "stroke-opacity": 0.85, "class": "ring"}));
    }
  }
  if (il.drop && il.arrow.length === 2 && !il.arrow[0]) {
    var dc = center(il.arrow[1]), L = G.board[flip ? 1 : 0].layout;
    if (dc) {
      var gh = svg("g", {transform: "translate(" + dc[0] + " " + dc[1] + ") scale(" + (1 / L.square) + ")", opacity: 0.6, "class": "drop", "text-anchor": "middle"});
      gh.innerHTML = G.board[flip ? 1 : 0].pieces[il.drop] || "";
      ov.insertBefore(gh, ov.firstChild);
    }
  }
  il.rings.forEach(function (s) {
    var c = center(s);
    if (c) ov.appendChild(svg("circle", {cx: c[0], cy: c[1], r: 0.44, fill: "none", stroke: red, "stroke-width": 0.08, "stroke-dasharray": "0.14 0.09", "stroke-opacity": 0.85, "class": "ring"}));
  });
}

// move list: numbers, moves, then each ply's comment and variations as blocks
var moves = document.getElementById("moves"), spans = [null], vspans = [];
var varsAt = {};
G.variations.forEach(function (v, i) { (varsAt[v.ply] = varsAt[v.ply] || []).push(i); vspans.push([]); });
function moveSpan(text, cls, title, onclick) {
  var s = el("span", "mv" + (cls ? " " + cls : ""), text);
  if (title) s.title = title;
  s.addEventListener("click", onclick);
  return s;
}
function blockAfter(i, parent) { // the comment and variations after main ply i
  var p = G.plies[i - 1], broke = false;
  if (p && p.comment) { parent.appendChild(el("span", "note", p.comment)); broke = true; }
  (varsAt[i] || []).forEach(function (vi) {
    var v = G.variations[vi], box = el("span", "var");
    box.dataset.var = vi; box.style.marginLeft = v.depth + "em";
    v.moves.forEach(function (m, j) {
      if (j === 0 || m.number.slice(-3) !== "...") box.appendChild(el("span", "no", j === 0 ? m.number : m.number));
      var s = moveSpan(m.text, "vmv", m.san, function () { showVar(vi, j); });
      s.dataset.var = vi; s.dataset.vstep = j;
      vspans[vi].push(s);
      box.appendChild(s); box.appendChild(document.createTextNode(" "));
      if (m.comment) box.appendChild(el("span", "note", m.comment));
    });
    if (v.note) box.appendChild(el("span", "help", " (" + v.note + ")"));
    parent.appendChild(box); broke = true;
  });
  return broke;
}
(function () {
  if (G.start_comment) moves.appendChild(el("span", "note", G.start_comment));
  var needNo = true;
  G.plies.forEach(function (p, i) {
    var white = p.number.slice(-3) !== "...";
    if (white || needNo) moves.appendChild(el("span", "no", p.number));
    var labels = p.events.map(function (e) { return e.label + (e.detail ? " " + e.detail : ""); });
    var s = moveSpan(p.text, p.events.length ? "event" : "", labels.join("; "), function () { go(i + 1); });
    s.dataset.step = i + 1; spans[i + 1] = s;
    moves.appendChild(s); moves.appendChild(document.createTextNode(" "));
    needNo = blockAfter(i + 1, moves);
  });
  if (G.illegal) {
    moves.appendChild(el("span", "no", G.illegal.number));
    var s = moveSpan(G.illegal.text || "(unreadable)", "illegal", G.illegal.message + " (" + G.illegal.code + ")", function () { go(N + 1); });
    s.dataset.step = N + 1; spans[N + 1] = s;
    moves.appendChild(s);
  }
})();
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
// scrollTo keeps a move of the list in view, scrolling the list only (not the page)
function scrollTo(sp) {
  if (!sp) return;
  var r = sp.getBoundingClientRect(), c = moves.getBoundingClientRect();
  if (r.top < c.top) moves.scrollTop -= c.top - r.top + 4;
  else if (r.bottom > c.bottom) moves.scrollTop += r.bottom - c.bottom + 4;
}
function render() {
  var fen, last = null, check = "", illegal = false, mv, comment = "", evs = [];
  if (vcur) {
    var m = G.variations[vcur[0]].moves[vcur[1]];
    fen = m.fen; last = [m.from, m.to]; check = m.check; comment = m.comment;
    mv = "variation: " + m.number + " " + m.text + (m.text !== m.san ? "  (" + m.san + ")" : "");
  } else {
    fen = fenAt(cur);
    var shade = cur >= 1 ? G.plies[Math.min(cur, N) - 1] : null;
    if (shade) last = [shade.from, shade.to];
    illegal = !!G.illegal && cur === N + 1;
    check = cur === 0 ? G.start_check : (cur <= N ? G.plies[cur - 1].check : "");
    comment = cur === 0 ? G.start_comment : (cur <= N ? G.plies[cur - 1].comment : "");
    evs = cur === 0 ? G.start_events : (cur <= N ? G.plies[cur - 1].events : []);
    if (cur === 0) mv = "Start position";
    else if (cur <= N) { var p = G.plies[cur - 1]; mv = p.number + " " + p.text + (p.text !== p.san ? "  (" + p.san + ")" : ""); }
    else mv = G.illegal.number + " " + (G.illegal.text || "(unreadable)") + ": illegal";
  }
  CB.draw(boardEl, G, {fen: fen, flip: flip, last: last, check: check, marks: illegal ? drawIllegal : null});
  document.body.dataset.ply = vcur ? "" : Math.min(cur, N);
  document.body.dataset.illegal = illegal ? "1" : "";
  document.body.dataset.var = vcur ? vcur[0] + "." + vcur[1] : "";
  document.body.dataset.flip = flip ? "1" : "";
  for (var i = 1; i < spans.length; i++) if (spans[i]) spans[i].classList.toggle("cur", !vcur && i === cur);
  vspans.forEach(function (l, vi) { l.forEach(function (s, j) { s.classList.toggle("cur", !!vcur && vcur[0] === vi && vcur[1] === j); }); });
  scrollTo(vcur ? vspans[vcur[0]][vcur[1]] : spans[cur]);
  var ev = document.getElementById("events"), dg = document.getElementById("diag");
  document.getElementById("move").textContent = mv;
  document.getElementById("comment").textContent = comment || "";
  ev.textContent = ""; dg.hidden = true; dg.textContent = "";
  evs.forEach(function (e) { ev.appendChild(el("span", "ev", e.label + (e.detail ? ": " + e.detail : ""))); });
  if (illegal) {
    var il = G.illegal;
    dg.hidden = false;
    dg.appendChild(el("div", "", G.file + ":" + il.line + ":" + il.col + ": ply " + il.ply + ": " + il.message + " (" + il.code + ")"));
    if (il.legal.length) dg.appendChild(el("div", "legal", "legal moves here: " + il.legal.join(" ")));
  }
  document.getElementById("fen").textContent = fen;
  document.getElementById("where").textContent = vcur ? "in a variation (ply " + G.variations[vcur[0]].ply + ")" :
    "ply " + Math.min(cur, N) + " of " + N + (illegal ? " + the illegal move" : "");
}
function go(step) { vcur = null; cur = Math.max(0, Math.min(LAST, step)); render(); }
function showVar(vi, j) { vcur = [vi, j]; render(); }
function stepVar(d) { // within a variation; before its first move, the main line before it
  var v = G.variations[vcur[0]], j = vcur[1] + d;
  if (j < 0) { go(v.ply - 1); return; }
  if (j >= v.moves.length) return;
  showVar(vcur[0], j);
}
function flipBoard() { flip = !flip; render(); }
document.getElementById("first").addEventListener("click", function () { go(0); });
document.getElementById("prev").addEventListener("click", function () { if (vcur) stepVar(-1); else go(cur - 1); });
document.getElementById("next").addEventListener("click", function () { if (vcur) stepVar(1); else go(cur + 1); });
document.getElementById("last").addEventListener("click", function () { go(LAST); });
document.getElementById("flip").addEventListener("click", flipBoard);
document.addEventListener("keydown", function (e) {
  if (e.altKey || e.ctrlKey || e.metaKey) return;
  if (e.key === "f" || e.key === "F") { e.preventDefault(); flipBoard(); return; }
  if (vcur && (e.key === "ArrowRight" || e.key === "ArrowLeft")) { e.preventDefault(); stepVar(e.key === "ArrowRight" ? 1 : -1); return; }
  var k = {ArrowRight: cur + 1, ArrowLeft: cur - 1, Home: 0, End: LAST}[e.key];
  if (k === undefined) return;
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
