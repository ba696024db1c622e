// A short low beep when a scan is refused, drawn by Web Audio (no sound file to fetch): staff at
// the bench hear a wrong tub without looking up from the box.
let audio: AudioContext | null = null;

export function refusalBeep(): void {
  const Ctor = typeof window === "undefined" ? undefined : window.AudioContext;
  if (!Ctor) return;
  try {
    audio ??= new Ctor();
    if (audio.state === "suspended") void audio.resume();
    const tone = audio.createOscillator();
    const gain = audio.createGain();
    tone.type = "square";
    tone.frequency.value = 220;
    gain.gain.value = 0.12;
    tone.connect(gain).connect(audio.destination);
    tone.start();
    tone.stop(audio.currentTime + 0.2);
  } catch {
    // A browser that will not play sound still shows the message in words.
  }
}
