import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("pay/:sessionId", "routes/pay.$sessionId.tsx"),
  route("about", "routes/about.tsx"),
  route("faqs", "routes/faqs.tsx"),
  route("fap", "routes/fap.tsx"),
  route("contact", "routes/contact.tsx"),
  route("terms", "routes/terms.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("returns", "routes/returns.tsx"),
  route("return-form", "routes/return-form.tsx"),
  route("disclaimer", "routes/disclaimer.tsx"),
  route("success", "routes/success.tsx"),
  route("cancel", "routes/cancel.tsx"),
  route("admin", "routes/admin/admin.tsx"),
  route("admin/login", "routes/admin/admin.login.tsx"),
  layout("routes/admin/admin-guard.tsx", [
    route("admin/dashboard", "routes/admin/admin.dashboard.tsx"),
    route("admin/test-uploader", "routes/admin/admin.test-uploader.tsx"),
    layout("routes/admin/admin-layout.tsx", [
      route("admin/products", "routes/admin/admin.products.tsx"),
      route("admin/videos", "routes/admin/admin.videos.tsx"),
      route("admin/demo", "routes/admin/admin.demo.tsx"),
      route("admin/orders", "routes/admin/admin.orders.tsx", [
        route(":number", "routes/admin/admin.orders.$number.tsx"),
      ]),
      route("admin/stock", "routes/admin/admin.stock.tsx"),
      route("admin/promotions", "routes/admin/admin.promotions.tsx"),
      route("admin/returns", "routes/admin/admin.returns.tsx"),
      route("admin/messages", "routes/admin/admin.messages.tsx"),
    ]),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
