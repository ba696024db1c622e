import { AboutContent } from "../../content/pages/about";

export default function AboutModalContent({ shopName }: { shopName: string }) {
  return <AboutContent shopName={shopName} />;
}
