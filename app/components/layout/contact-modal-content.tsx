import { ContactCards } from "../../content/pages/contact-info";
import { ContactForm } from "../forms/contact-form";

export default function ContactModalContent({ shopName }: { shopName: string }) {
  return (
    <div className="space-y-8">
      <ContactCards shopName={shopName} />
      <ContactForm />
    </div>
  );
}
