import { useState } from "react";
import { Link } from "react-router";
import { ImageUploader } from "../../components/admin/media/image-uploader";
import "../../lib/admin-load-context";
import { pageTitle } from "../../lib/meta";
import { useShopName } from "../../lib/use-shop-name";

export function meta() {
  return [{ title: pageTitle("Test Image Uploader", "Admin") }, { name: "robots", content: "noindex" }];
}

/** docs/spec.md §2 Test Image Uploader: the image uploader and the current image URL. */
export default function TestUploader() {
  const [url, setUrl] = useState<string | null>(null);
  const shopName = useShopName();
  return (
    <main className="mx-auto max-w-2xl px-4 py-12">
      <title>{pageTitle("Test Image Uploader", shopName)}</title>
      <Link to="/admin/products" className="text-sm font-medium text-purple-700 hover:underline">
        ← Back to the dashboard
      </Link>
      <h1 className="mt-4 text-2xl font-bold text-gray-900">Test Image Uploader</h1>
      <div className="mt-6 rounded-2xl bg-white p-6 shadow-xs ring-1 ring-gray-200">
        <ImageUploader onUploaded={setUrl} />
        <div className="mt-6">
          <h2 className="text-sm font-semibold text-gray-900">Current image URL</h2>
          {url ? (
            <>
              <p className="mt-1 font-mono text-sm break-all text-gray-800" data-testid="image-url">
                {url}
              </p>
              <img src={url} alt="The uploaded image" className="mt-4 max-h-64 rounded-xl ring-1 ring-gray-200" />
            </>
          ) : (
            <p className="mt-1 text-sm text-gray-600">No image uploaded yet</p>
          )}
        </div>
      </div>
    </main>
  );
}
