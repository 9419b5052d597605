// The container's only public module is ./routes (src/routes.tsx); this entry stays empty.
export {};
