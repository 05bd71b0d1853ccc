package dev.serbench.harness.robustness;

import dev.serbench.api.AbstractCodec;
import dev.serbench.api.CodecProperties;
import dev.serbench.api.Datasets;
import dev.serbench.api.ModelBinding;
import dev.serbench.model.Small;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Codecs for the {@code small} dataset that misbehave on purpose, one per outcome class. They are not
 * in META-INF/services, so the registry (and RoundTripTest) never sees them; the worker JVM loads them
 * by class name. Each decodes its valid message correctly (a pair must round-trip to be judged, and
 * a worker proves it is healthy after an Error by decoding it) and misbehaves on anything else.
 */
final class FakeCodecs {

  private FakeCodecs() {}

  /** A tiny real format: id (8 bytes), name (Java's modified UTF-8 with a 2-byte length), 8 ignored zero bytes. */
  public static class Padded extends AbstractCodec {
    public Padded() {
      this("fake-padded");
    }

    Padded(String id) {
      super(CodecProperties.builder(id, "dev.serbench:fake").libraryVersion("test").format("fake").build());
      bind(Small.class, () -> new ModelBinding<Small>() {
        @Override
        public byte[] encode(Small value) throws IOException {
          return Padded.this.encode(value);
        }

        @Override
        public Small decode(byte[] bytes) throws IOException {
          return Padded.this.decode(bytes);
        }
      });
    }

    byte[] encode(Small value) throws IOException {
      ByteArrayOutputStream bytes = new ByteArrayOutputStream();
      DataOutputStream out = new DataOutputStream(bytes);
      out.writeLong(value.id());
      out.writeUTF(value.name());
      out.write(new byte[8]);
      return bytes.toByteArray();
    }

    Small decode(byte[] bytes) throws IOException {
      DataInputStream in = new DataInputStream(new ByteArrayInputStream(bytes));
      return new Small(in.readLong(), in.readUTF());
    }
  }

  /** Base of the misbehaving codecs: one-byte messages, so that a test needs few inputs. */
  public abstract static class Misbehaving extends Padded {
    static final byte[] VALID = {42};
    static final Small VALUE = new Small(1, "name");

    Misbehaving(String id) {
      super(id);
    }

    /**
     * Value i of {@code small} is {42, i, ~i}: any two encodings differ in two bytes, so no single damage
     * turns one valid message into another, and every damaged input reaches {@link #misbehave()}.
     */
    @Override
    byte[] encode(Small value) {
      int i = values().indexOf(value);
      if (i < 0) {
        throw new IllegalArgumentException("the fakes know the values of small, not " + value);
      }
      return new byte[] {VALID[0], (byte) i, (byte) ~i};
    }

    @Override
    Small decode(byte[] bytes) throws IOException {
      List<Small> values = values();
      if (bytes.length == 3 && bytes[0] == VALID[0] && bytes[1] >= 0 && bytes[1] < values.size()
          && bytes[2] == (byte) ~bytes[1]) {
        return values.get(bytes[1]);
      }
      return misbehave();
    }

    @SuppressWarnings("unchecked")
    private static List<Small> values() {
      return (List<Small>) Datasets.find("small").orElseThrow().values();
    }

    abstract Small misbehave() throws IOException;
  }

  /** Spins forever. */
  public static final class Hanging extends Misbehaving {
    static volatile boolean stop;

    public Hanging() {
      super("fake-hanging");
    }

    @Override
    Small misbehave() {
      while (!stop) {
        Thread.onSpinWait();
      }
      return VALUE;
    }
  }

  /** Sleeps forever: a hang that uses no CPU. */
  public static final class Sleeping extends Misbehaving {
    public Sleeping() {
      super("fake-sleeping");
    }

    @Override
    Small misbehave() {
      try {
        Thread.sleep(Long.MAX_VALUE);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
      return VALUE;
    }
  }

  /** Allocates without bound. */
  public static final class Allocating extends Misbehaving {
    public Allocating() {
      super("fake-allocating");
    }

    @Override
    Small misbehave() {
      List<long[]> hoard = new ArrayList<>();
      while (true) {
        hoard.add(new long[8 << 20]);
      }
    }
  }

  /** Returns a value that differs from the original. */
  public static final class Wrong extends Misbehaving {
    public Wrong() {
      super("fake-wrong");
    }

    @Override
    Small misbehave() {
      return new Small(2, "name");
    }
  }

  /** Throws an IOException, as a careful decoder does. */
  public static final class Throwing extends Misbehaving {
    public Throwing() {
      super("fake-throwing");
    }

    @Override
    Small misbehave() throws IOException {
      throw new IOException("corrupt input");
    }
  }

  /** Recurses until the stack overflows. */
  public static final class Overflowing extends Misbehaving {
    public Overflowing() {
      super("fake-overflowing");
    }

    @Override
    Small misbehave() {
      return recurse(0);
    }

    private Small recurse(int depth) {
      return depth == Integer.MAX_VALUE ? VALUE : recurse(depth + 1);
    }
  }

  /** Halts its JVM, as a native crash would end it. */
  public static final class Halting extends Misbehaving {
    public Halting() {
      super("fake-halting");
    }

    @Override
    Small misbehave() {
      Runtime.getRuntime().halt(7);
      return VALUE;
    }
  }

  /** Times encode only, as a reused-output variant does. */
  public static final class EncodeOnly extends AbstractCodec {
    public EncodeOnly() {
      super(CodecProperties.builder("fake-encode-only", "dev.serbench:fake").libraryVersion("test").format("fake")
          .operations(dev.serbench.api.Operation.ENCODE).build());
    }
  }

}
