package dev.serbench.codec.moshi;

import com.squareup.moshi.JsonAdapter;
import com.squareup.moshi.Moshi;
import dev.serbench.api.ModelBinding;
import java.io.IOException;
import okio.Buffer;

/**
 * Moshi on one canonical record type: the {@link JsonAdapter} is built once per binding (Moshi's documented
 * use: adapters are immutable and cached by whoever holds them), and bytes go through Okio buffers, Moshi's
 * own I/O type.
 */
final class MoshiBinding<T> extends ModelBinding<T> {

  private final JsonAdapter<T> adapter;

  MoshiBinding(Moshi moshi, Class<T> model) {
    this.adapter = moshi.adapter(model).serializeNulls();
  }

  @Override
  public byte[] encode(T value) throws IOException {
    Buffer buffer = new Buffer();
    adapter.toJson(buffer, value);
    return buffer.readByteArray();
  }

  @Override
  public T decode(byte[] bytes) throws IOException {
    return adapter.fromJson(new Buffer().write(bytes));
  }
}
