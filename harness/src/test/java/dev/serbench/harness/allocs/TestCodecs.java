package dev.serbench.harness.allocs;

import dev.serbench.api.Binding;
import dev.serbench.api.Codec;
import dev.serbench.api.CodecProperties;
import dev.serbench.api.Dataset;
import dev.serbench.api.DeclinedException;
import dev.serbench.api.Operation;

/**
 * Codecs for the allocation pass's tests, never registered: the tests name them to the worker by class.
 * Each binding hands back the value it was given, so that only the allocations written here happen.
 */
public final class TestCodecs {

  private TestCodecs() {}

  private static CodecProperties properties(String id, Operation first, Operation... rest) {
    return CodecProperties.builder(id, "dev.serbench:test-codecs").libraryVersion("test").format("test")
        .operations(first, rest).build();
  }

  /** A binding that allocates nothing anywhere, for the codecs below to override one step of. */
  private static class Identity<T> implements Binding<T, T, T> {
    T value;

    @Override
    public T fromModel(T model) {
      value = model;
      return model;
    }

    @Override
    public byte[] encode(T model) throws Exception {
      return EMPTY;
    }

    @Override
    public T decode(byte[] bytes) throws Exception {
      return value;
    }

    @Override
    public T toModel(T decoded) {
      return decoded;
    }
  }

  private static final byte[] EMPTY = new byte[0];

  /** Encode allocates exactly one byte[8]; decode exactly three long[2]; the conversions nothing. */
  public static final class KnownAllocations implements Codec {
    static volatile Object first;
    static volatile Object second;
    static volatile Object third;

    @Override
    public CodecProperties properties() {
      return properties("test-known-allocations", Operation.ENCODE, Operation.DECODE, Operation.FROM_MODEL,
          Operation.TO_MODEL);
    }

    @Override
    public <T> Binding<T, ?, ?> bind(Dataset<T> dataset) {
      return new Identity<T>() {
        @Override
        public byte[] encode(T model) {
          return new byte[8];
        }

        @Override
        public T decode(byte[] bytes) {
          first = new long[2];
          second = new long[2];
          third = new long[2];
          return value;
        }
      };
    }
  }

  /** Its encode always throws, so the pair cannot be prepared. */
  public static final class Unpreparable implements Codec {
    @Override
    public CodecProperties properties() {
      return properties("test-unpreparable", Operation.ENCODE, Operation.DECODE);
    }

    @Override
    public <T> Binding<T, ?, ?> bind(Dataset<T> dataset) {
      return new Identity<T>() {
        @Override
        public byte[] encode(T model) {
          throw new IllegalStateException("broken on purpose");
        }
      };
    }
  }

  /** Declines every dataset: not a pair, neither counted nor a failure. */
  public static final class Declining implements Codec {
    @Override
    public CodecProperties properties() {
      return properties("test-declining", Operation.ENCODE, Operation.DECODE);
    }

    @Override
    public <T> Binding<T, ?, ?> bind(Dataset<T> dataset) throws DeclinedException {
      throw new DeclinedException("declines on purpose");
    }
  }

  /** Kills its JVM (exit code 3) on the 100th encode, once prepared: the worker dies while counting. */
  public static final class Halting implements Codec {
    @Override
    public CodecProperties properties() {
      return properties("test-halting", Operation.ENCODE, Operation.DECODE);
    }

    @Override
    public <T> Binding<T, ?, ?> bind(Dataset<T> dataset) {
      return new Identity<T>() {
        int calls;

        @Override
        public byte[] encode(T model) {
          if (++calls == 100) {
            Runtime.getRuntime().halt(3);
          }
          return EMPTY;
        }
      };
    }
  }
}
