// The one frame every customer e-mail is drawn in (React Email): logo or name, heading in the
// brand colour, the blocks, a button for a block's call to action, and the seller's details in
// the footer. Colours are set on every box (white card, near-black text) so a client that
// inverts them for dark mode still has contrast; clients that honour prefers-color-scheme get a
// dark card instead.
import {
  Body,
  Button,
  Column,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Img,
  Link,
  Preview,
  Row,
  Section,
  Text,
} from "@react-email/components";
import type { EmailBlock } from "./email-blocks";
import type { EmailBrand } from "./email-brand";
import { DARK_CSS, linked } from "./layout-text";

const FONT = "system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif";
const INK = "#111827";
const MUTED = "#4b5563";
const LINE = "#e5e7eb";

const para = { margin: "0 0 16px", fontSize: "16px", lineHeight: "24px", color: INK } as const;

function Block({ block, colour }: { block: EmailBlock; colour: string }) {
  switch (block.kind) {
    case "p":
      return (
        <>
          <Text className="rb-ink" style={para}>
            {linked(block.text, colour)}
            {block.link ? (
              <>
                {" "}
                <Link href={block.link.url} className="rb-link" style={{ color: colour, textDecoration: "underline" }}>
                  {block.link.label}
                </Link>
                .
              </>
            ) : null}
          </Text>
          {block.action ? (
            <Section style={{ margin: "0 0 20px" }}>
              <Button
                href={block.action.url}
                style={{
                  background: colour,
                  color: "#ffffff",
                  borderRadius: "6px",
                  padding: "12px 20px",
                  fontWeight: 600,
                  fontSize: "16px",
                }}
              >
                {block.action.label}
              </Button>
            </Section>
          ) : null}
        </>
      );
    case "quote":
      return (
        <Text
          className="rb-ink"
          style={{
            ...para,
            padding: "12px 16px",
            borderLeft: `4px solid ${colour}`,
            background: "#f9fafb",
            whiteSpace: "pre-wrap",
          }}
        >
          {block.text}
        </Text>
      );
    case "code":
      return (
        <Text
          className="rb-ink"
          style={{ ...para, fontSize: "30px", lineHeight: "36px", fontWeight: 700, letterSpacing: "6px" }}
        >
          {block.text}
        </Text>
      );
    case "fields":
      return (
        <table
          role="presentation"
          className="rb-ink"
          style={{ margin: "0 0 16px", borderCollapse: "collapse", fontSize: "15px", color: INK }}
        >
          <tbody>
            {block.rows.map(([k, v], i) => (
              <tr key={i}>
                <th align="left" style={{ padding: "4px 16px 4px 0", verticalAlign: "top" }}>
                  {k}{" "}
                </th>
                <td style={{ padding: "4px 0", whiteSpace: "pre-wrap" }}>{v}</td>
              </tr>
            ))}
          </tbody>
        </table>
      );
    case "items":
      return <Items block={block} />;
  }
}

function Items({ block }: { block: Extract<EmailBlock, { kind: "items" }> }) {
  const cell = { padding: "8px 0", borderBottom: `1px solid ${LINE}`, verticalAlign: "middle" } as const;
  return (
    <table
      role="presentation"
      width="100%"
      className="rb-ink"
      style={{ margin: "0 0 20px", borderCollapse: "collapse", fontSize: "15px", color: INK }}
    >
      <tbody>
        {block.lines.map((l, i) => (
          <tr key={i}>
            <td style={{ ...cell, width: "56px" }}>
              {l.imageUrl ? (
                <Img
                  src={l.imageUrl}
                  alt=""
                  width="48"
                  height="48"
                  style={{ borderRadius: "6px", objectFit: "cover" }}
                />
              ) : null}
            </td>
            <td style={cell}>
              {l.quantity} × {l.name}{" "}
              {l.detail ? (
                <>
                  <br />
                  <span className="rb-muted" style={{ color: MUTED, fontSize: "13px" }}>
                    {l.detail}
                  </span>{" "}
                </>
              ) : null}
            </td>
            <td align="right" style={{ ...cell, whiteSpace: "nowrap" }}>
              {l.amount ?? ""}{" "}
            </td>
          </tr>
        ))}
        {(block.summary ?? []).map((r) => (
          <tr key={r.key} data-summary-row={r.key}>
            <td colSpan={2} style={{ padding: "6px 0", fontWeight: r.strong ? 700 : 400 }}>
              {r.label}{" "}
            </td>
            <td align="right" style={{ padding: "6px 0", fontWeight: r.strong ? 700 : 400, whiteSpace: "nowrap" }}>
              {r.text}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Masthead({ brand }: { brand: EmailBrand }) {
  if (brand.logoUrl)
    return (
      <Img
        src={brand.logoUrl}
        alt={brand.shopName}
        height="40"
        style={{ height: "40px", width: "auto", margin: "0 0 20px" }}
      />
    );
  return (
    <Text className="rb-brand" style={{ margin: "0 0 20px", fontSize: "20px", fontWeight: 800, color: brand.colour }}>
      {brand.shopName}
    </Text>
  );
}

function Footer({ brand }: { brand: EmailBrand }) {
  const f = brand.footer;
  const who = [
    f.legalName && f.legalName !== brand.shopName ? f.legalName : brand.shopName,
    f.abn ? `ABN ${f.abn}` : "",
  ]
    .filter(Boolean)
    .join(" · ");
  const small = { margin: "0 0 4px", fontSize: "13px", lineHeight: "20px", color: MUTED } as const;
  return (
    <Section>
      <Hr style={{ borderColor: LINE, margin: "24px 0 16px" }} />
      <Text className="rb-muted" style={small}>
        {who}
      </Text>
      {f.address ? (
        <Text className="rb-muted" style={{ ...small, whiteSpace: "pre-line" }}>
          {f.address}
        </Text>
      ) : null}
      {f.supportEmail || f.supportPhone || brand.publicUrl ? (
        <Row>
          <Column>
            <Text className="rb-muted" style={small}>
              {f.supportEmail ? (
                <Link className="rb-link" href={`mailto:${f.supportEmail}`} style={{ color: brand.colour }}>
                  {f.supportEmail}
                </Link>
              ) : null}
              {f.supportEmail && f.supportPhone ? " · " : null}
              {f.supportPhone ? (
                <Link
                  className="rb-link"
                  href={`tel:${f.supportPhone.replace(/[^+\d]/g, "")}`}
                  style={{ color: brand.colour }}
                >
                  {f.supportPhone}
                </Link>
              ) : null}
              {brand.publicUrl ? (
                <>
                  {f.supportEmail || f.supportPhone ? " · " : null}
                  <Link className="rb-link" href={`${brand.publicUrl}/contact`} style={{ color: brand.colour }}>
                    Contact us
                  </Link>
                </>
              ) : null}
            </Text>
          </Column>
        </Row>
      ) : null}
    </Section>
  );
}

export function BrandedEmail(props: {
  brand: EmailBrand;
  heading: string;
  preview?: string;
  blocks: readonly EmailBlock[];
}) {
  const { brand } = props;
  return (
    <Html lang="en-AU">
      <Head>
        <title>{props.heading}</title>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <style>{DARK_CSS}</style>
      </Head>
      {props.preview ? <Preview>{props.preview}</Preview> : null}
      <Body className="rb-bg" style={{ margin: 0, padding: "24px 12px", background: "#f3f4f6", fontFamily: FONT }}>
        <Container
          className="rb-card"
          style={{
            maxWidth: "560px",
            background: "#ffffff",
            border: `1px solid ${LINE}`,
            borderRadius: "8px",
            padding: "28px 24px",
          }}
        >
          <Masthead brand={brand} />
          <Heading
            as="h1"
            className="rb-head"
            style={{ margin: "0 0 16px", fontSize: "22px", lineHeight: "28px", color: brand.colour }}
          >
            {props.heading}
          </Heading>
          {props.blocks.map((b, i) => (
            <Block key={i} block={b} colour={brand.colour} />
          ))}
          <Footer brand={brand} />
        </Container>
      </Body>
    </Html>
  );
}
