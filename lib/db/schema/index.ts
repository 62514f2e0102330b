export * from "./accounts";
export * from "./catalog";
export * from "./products";
export * from "./outbox";
export * from "./favorites";
export * from "./promotions";
export * from "./carts";
export * from "./orders";
