package dev.serbench.harness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The CPU's identity from /proc/cpuinfo, and the machine kind a run's sittings are compared by. */
class EnvironmentTest {

  @Test
  void x86IdentityIsVendorFamilyModelSteppingOfTheFirstProcessor() {
    List<String> cpuinfo = List.of(
        "processor\t: 0", "vendor_id\t: GenuineIntel", "cpu family\t: 6", "model\t\t: 106",
        "model name\t: Intel(R) Xeon(R) Processor @ 2.80GHz", "stepping\t: 6", "cpu MHz\t\t: 2793.436", "",
        "processor\t: 1", "vendor_id\t: GenuineIntel", "cpu family\t: 6", "model\t\t: 143", "stepping\t: 8", "");
    assertEquals("GenuineIntel family 6 model 106 stepping 6", Environment.cpuId(cpuinfo));
  }

  @Test
  void armIdentityIsImplementerPartVariantRevision() {
    List<String> cpuinfo = List.of("processor\t: 0", "BogoMIPS\t: 50.00", "CPU implementer\t: 0x41",
        "CPU architecture: 8", "CPU variant\t: 0x3", "CPU part\t: 0xd0c", "CPU revision\t: 1", "");
    assertEquals("ARM implementer 0x41 part 0xd0c variant 0x3 revision 1", Environment.cpuId(cpuinfo));
  }

  @Test
  void noIdentityWhenCpuinfoDoesNotGiveOne() {
    assertEquals("", Environment.cpuId(List.of("processor\t: 0", "model name\t: Some CPU", "")));
    assertEquals("", Environment.cpuId(List.of()));
  }

  @Test
  void machineKindNamesTheIdentityOnlyWhenRecorded() {
    ObjectNode env = new ObjectMapper().createObjectNode().put("cpuModel", "Intel(R) Xeon(R) Processor")
        .put("cores", 2).put("memoryBytes", 25_324_961_792L).put("os", "Linux 6.18.44-fc-v1252 amd64");
    assertEquals("Intel(R) Xeon(R) Processor, 2 cores, 24 GiB, Linux amd64", Environment.machineKind(env));
    env.put("cpuId", "GenuineIntel family 6 model 143 stepping 8");
    assertEquals("Intel(R) Xeon(R) Processor (GenuineIntel family 6 model 143 stepping 8), 2 cores, 24 GiB, Linux amd64",
        Environment.machineKind(env));
    ObjectNode other = env.deepCopy().put("cpuId", "GenuineIntel family 6 model 106 stepping 6");
    assertNotEquals(Environment.machineKind(env), Environment.machineKind(other));
  }
}
