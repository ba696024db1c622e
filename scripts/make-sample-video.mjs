// Makes the bundled sample reel (public/videos/sample-reel.webm) by recording a
// canvas animation in Chromium, so the default featured video and demo show
// something real. Run once: node scripts/make-sample-video.mjs
import { writeFileSync } from "node:fs";
import { chromium } from "@playwright/test";

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: [
    "--disable-gpu",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-quic",
  ],
});
const page = await browser.newPage();
const base64 = await page.evaluate(async () => {
  const W = 360,
    H = 640,
    SECONDS = 5,
    FPS = 30;
  const canvas = document.createElement("canvas");
  canvas.width = W;
  canvas.height = H;
  const g = canvas.getContext("2d");
  const colors = ["#facc15", "#f97316", "#f59e0b"];
  const words = ["Mix.", "Sip.", "Bounce back."];
  const draw = (t) => {
    const grad = g.createLinearGradient(0, 0, W, H);
    grad.addColorStop(0, "#3b0764");
    grad.addColorStop(1, "#a21caf");
    g.fillStyle = grad;
    g.fillRect(0, 0, W, H);
    for (let i = 0; i < 18; i++) {
      const y = H + 40 - ((t * 120 + i * 53) % (H + 80));
      g.beginPath();
      g.arc((i * 97) % W, y, 4 + (i % 5) * 3, 0, Math.PI * 2);
      g.fillStyle = "rgba(255,255,255,0.18)";
      g.fill();
    }
    // A glass filling with the flavour colour of the moment, and the words under it, laid out in
    // the clip's own portrait frame as the poster is (public/videos/sample-poster.svg): nothing
    // runs off an edge, whatever frame shows it.
    const k = Math.floor(t / (SECONDS / 3)) % 3;
    const fill = Math.min(1, (t % (SECONDS / 3)) / 1.2);
    g.fillStyle = "rgba(255,255,255,0.9)";
    g.fillRect(W / 2 - 55, 170, 110, 190);
    g.fillStyle = colors[k];
    g.fillRect(W / 2 - 49, 354 - 178 * fill, 98, 178 * fill);
    g.fillStyle = "#fff";
    g.textAlign = "center";
    g.font = "600 18px sans-serif";
    g.fillText("REBOUND", W / 2, 430);
    g.font = "bold 44px sans-serif";
    g.fillText(words[k], W / 2, 490, W - 48);
  };
  const stream = canvas.captureStream(FPS);
  const rec = new MediaRecorder(stream, { mimeType: "video/webm;codecs=vp8", videoBitsPerSecond: 350_000 });
  const chunks = [];
  rec.ondataavailable = (e) => chunks.push(e.data);
  const done = new Promise((r) => (rec.onstop = r));
  rec.start(250);
  const start = performance.now();
  await new Promise((resolve) => {
    const tick = () => {
      const t = (performance.now() - start) / 1000;
      draw(t);
      if (t < SECONDS) requestAnimationFrame(tick);
      else resolve();
    };
    tick();
  });
  rec.stop();
  await done;
  const buf = await new Blob(chunks, { type: "video/webm" }).arrayBuffer();
  let s = "";
  const bytes = new Uint8Array(buf);
  for (let i = 0; i < bytes.length; i++) s += String.fromCharCode(bytes[i]);
  return btoa(s);
});
writeFileSync("public/videos/sample-reel.webm", Buffer.from(base64, "base64"));
console.log(`wrote public/videos/sample-reel.webm (${Buffer.from(base64, "base64").length} bytes)`);
await browser.close();
