// The text codec (``/StoreText/LiteralText``) is the store's own language for actions and state: a
// module that imports StoreCore reads and writes it without a second import.

@_exported import StoreText
