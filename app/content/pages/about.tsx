// About page text. Used both as the /about page and inside the home page's About modal, so it has
// no h1: the page or modal supplies the title (ABOUT_TITLE).
import { CAREERS_EMAIL, ContentSection, contentClasses as c } from "./content-shared";

export interface AboutContentProps {
  shopName: string;
}

const VALUES: ReadonlyArray<{ title: string; description: string }> = [
  {
    title: "Quality You Can Trust",
    description:
      "Our vitamins, minerals and herbal extracts come from quality-assured suppliers, and every tub holds 20 measured servings with the amount of each ingredient printed on the label.",
  },
  {
    title: "Straight Talk",
    description:
      "No miracle claims and no mystery blends. We tell you what is in every scoop, what each ingredient is there to support, and who should check with a health professional first.",
  },
  {
    title: "Look After Your Mates",
    description:
      "A good night ends with everyone home safe. We back drinking responsibly, plenty of water and a plan for the ride home. A supplement is never a substitute for any of that.",
  },
];

const STATS: ReadonlyArray<{ value: string; label: string }> = [
  { value: "2-3 Days", label: "Express delivery" },
  { value: "50k+", label: "Happy customers" },
  { value: "4.9/5", label: "Average rating" },
];

export function AboutContent({ shopName }: AboutContentProps) {
  return (
    <div className={c.wrapper}>
      <ContentSection title="Our Story">
        <p className={c.p}>
          {shopName} began in Sydney with a familiar problem: a great weekend followed by a Monday that felt like a
          write-off. Busy jobs, early starts and festival season don&apos;t leave much room for lost days, so we went
          looking for a better way to look after ourselves around a big night out.
        </p>
        <p className={c.p}>
          What we found was a shelf of fizzy tablets, sugary drinks and big promises. We wanted something simpler and
          more honest: a great-tasting powder with a clear, fully listed blend of vitamins, minerals and herbal
          extracts, in amounts you can read on the label.
        </p>
        <p className={c.p}>
          The result is {shopName}: ten ingredients, including electrolytes, B vitamins, vitamin C, magnesium and zinc,
          alongside N-acetylcysteine, milk thistle, turmeric, ashwagandha and L-theanine. It comes in three flavours,
          Lemon Squash, Orange Crush and Pineapple Punch, and we deliver express right across Australia.
        </p>
      </ContentSection>

      <ContentSection title="Our Mission">
        <p className={c.p}>
          To help adults with a busy social life support their hydration and everyday wellbeing, with a transparent
          formula, honest information and fast, friendly service from a local team. We want you to enjoy the night and
          still show up for the morning, while always drinking responsibly.
        </p>
      </ContentSection>

      <ContentSection title="Our Values">
        <ul className="grid gap-4 sm:grid-cols-3" role="list">
          {VALUES.map((value) => (
            <li key={value.title} className={`${c.card} space-y-2`}>
              <span
                aria-hidden="true"
                className="block h-1 w-10 rounded-full bg-linear-to-r from-purple-600 to-fuchsia-500"
              />
              <h3 className={c.h3}>{value.title}</h3>
              <p className={`${c.p} text-sm`}>{value.description}</p>
            </li>
          ))}
        </ul>
      </ContentSection>

      <section aria-labelledby="about-stats-heading" className={c.section}>
        <h2 id="about-stats-heading" className={c.h2}>
          {shopName} by the Numbers
        </h2>
        <dl className="grid gap-4 sm:grid-cols-3">
          {STATS.map((stat) => (
            <div
              key={stat.label}
              className="flex flex-col-reverse rounded-2xl bg-linear-to-br from-purple-600 to-fuchsia-500 p-6 text-center text-white"
            >
              <dt className="mt-1 text-sm font-medium text-purple-50">{stat.label}</dt>
              <dd className="text-3xl font-bold tracking-tight">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="about-careers-heading" className={c.callout}>
        <h2 id="about-careers-heading" className={c.h2}>
          Work With Us
        </h2>
        <p className={c.p}>
          We&apos;re a small team based in Sydney, and we&apos;re always keen to hear from people who care about great
          products and great customer service. If that sounds like you, send us a note with a little about yourself to{" "}
          <a href={`mailto:${CAREERS_EMAIL}`} className={c.link}>
            {CAREERS_EMAIL}
          </a>
          .
        </p>
        <a href={`mailto:${CAREERS_EMAIL}?subject=${encodeURIComponent("Join Our Team")}`} className={c.primaryButton}>
          Join Our Team
        </a>
      </section>
    </div>
  );
}
